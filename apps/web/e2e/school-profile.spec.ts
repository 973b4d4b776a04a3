import { expect, test, type Page } from '@playwright/test';
import { signInByPage } from './support/accounts';
import { expectToast } from './support/console';
import { newSchoolAdmin } from './support/school';

/*
 * A new school admin gives the school its face: a logo picked from the banner's camera icon, a
 * gallery of two images (one previewed, one deleted), and a new name that stays after a reload.
 */

/** A real 1x1 PNG: the server checks uploads by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** An image the browser has actually loaded from the server (not a broken image). */
async function expectLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true }).first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('a new school admin uploads a logo and gallery images, previews and deletes one, and renames the school', async ({
  page,
  request,
}) => {
  const { school, admin } = await newSchoolAdmin(request);
  await signInByPage(page, admin, /\/school-admin\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'School Admin navigation' })
    .getByRole('link', { name: 'School Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'School Profile' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'School summary' });
  await expect(banner).toContainText(school.name);
  await expect(page.getByRole('group', { name: 'School figures' })).toContainText(
    'No attendance recorded yet',
  );
  await expect(page.getByRole('region', { name: 'School Gallery' })).toHaveCount(0);

  // The logo: a click on the camera icon opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await banner.getByRole('button', { name: 'Upload school logo' }).click();
  await (await chooser).setFiles(png('logo.png'));
  await expectToast(page, 'School logo uploaded successfully!');
  await expectLoaded(page, `${school.name} logo`);

  // Two gallery images, after being told to pick some first.
  await page.getByRole('button', { name: 'Manage Gallery' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage School Gallery' });
  await manage.getByRole('button', { name: 'Upload Images' }).click();
  await expect(manage.getByRole('alert')).toHaveText('Please select images to upload');
  await manage.getByLabel('Choose images').setInputFiles([png('sports-day.png'), png('annual-day.png')]);
  await expect(manage.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await manage.getByRole('button', { name: 'Upload Images' }).click();
  await expectToast(page, 'Gallery images uploaded successfully!');
  await expect(manage).toBeHidden();
  const gallery = page.getByRole('region', { name: 'School Gallery' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  await expectLoaded(page, 'sports-day.png');

  // Preview one, then delete the other.
  await gallery.getByRole('button', { name: 'Preview sports-day.png' }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(preview.getByRole('img', { name: 'sports-day.png' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  await gallery.getByRole('button', { name: 'Delete annual-day.png' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Image' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this image? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Image deleted successfully!');
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery.getByRole('button', { name: 'Preview annual-day.png' })).toHaveCount(0);

  // A new name, still there after a reload.
  const newName = `${school.name} International`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Edit School Profile' });
  await form.getByLabel(/^School Name/).fill(newName);
  await form.getByLabel(/^Board/).selectOption('IGCSE');
  await form.getByLabel(/^City/).fill('Pune');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'School profile updated successfully!');
  await expect(form).toBeHidden();
  await page.reload();
  await expect(banner).toContainText(newName);
  await expect(banner).toContainText('Board: IGCSE');
  await expect(banner).toContainText('Pune');
  await expect(page.getByRole('region', { name: 'School Gallery' }).getByRole('listitem')).toHaveCount(1);
  await expectLoaded(page, `${newName} logo`);
});
