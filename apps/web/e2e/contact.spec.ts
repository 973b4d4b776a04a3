import { expect, test, type Page } from '@playwright/test';
import { signInAsSuperadmin, unique } from './support/accounts';
import { downloadCsvBy, sidebarLink } from './support/console';

/*
 * The contact endpoint accepts CONTACT_RATE_LIMIT messages per IP an hour (5 by default), and
 * every spec of a run comes from 127.0.0.1: this file sends exactly one real message.
 */

const SUCCESS = "Thank you for your message! We'll get back to you soon.";

const form = (page: Page) => page.getByRole('form', { name: 'Contact us' });
const field = (page: Page, label: string) => form(page).getByLabel(label);

async function fillIn(page: Page, name: string) {
  await field(page, 'Full name').fill(name);
  await field(page, 'Email').fill('meera.iyer@riverside.example');
  await field(page, 'School name').fill('Riverside Public School');
  await field(page, 'Phone').fill('+91 98765 43210');
  await field(page, 'Subject').selectOption('Product Demo Request');
  await field(page, 'Message').fill(`Please show us attendance and fees. Ref ${name}`);
}

test.describe('contact form', () => {
  test('names each field that needs fixing, and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts.push(request.url());
    });
    await page.goto('/contact-us');

    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(field(page, 'Full name')).toHaveAccessibleDescription('Name is required.');
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required.');
    await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject is required.');
    await expect(field(page, 'Message')).toHaveAccessibleDescription('Message is required.');
    await expect(field(page, 'Full name')).toBeFocused();

    await field(page, 'Email').fill('meera-at-riverside');
    await field(page, 'Phone').fill('call me');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Email must be a valid email address.');
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(
      'Phone must be 7 to 20 characters: digits, spaces and + - ( ).',
    );
    expect(posts).toEqual([]);
  });

  test('shows an error toast and keeps what was typed when the message cannot be sent', async ({ page }) => {
    // Answered in the browser, so that it counts against no rate limit.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        json: { success: false, message: 'Server error. Please try again later.' },
      }),
    );
    await page.goto('/contact-us');
    const name = unique('Unsent Visitor');
    await fillIn(page, name);

    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText('Server error. Please try again later.')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue(name);
    await expect(field(page, 'Subject')).toHaveValue('Product Demo Request');
    await expect(field(page, 'Message')).toHaveValue(`Please show us attendance and fees. Ref ${name}`);
  });

  test('sends a message that the superadmin finds under Inquiries and marks handled', async ({ page }) => {
    const name = unique('Meera Iyer');
    await page.goto('/contact-us?subject=product-demo-request');
    await expect(field(page, 'Subject')).toHaveValue('Product Demo Request');
    await fillIn(page, name);

    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    for (const label of ['Full name', 'Email', 'School name', 'Phone', 'Subject', 'Message']) {
      await expect(field(page, label)).toHaveValue('');
    }

    await signInAsSuperadmin(page);
    await sidebarLink(page, 'Inquiries').click();
    await expect(page.getByRole('heading', { name: 'Inquiries', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search inquiries' }).fill(name);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('meera.iyer@riverside.example');
    await expect(row).toContainText('Product Demo Request');
    await expect(row).toContainText('Open');

    await row.getByRole('button', { name: `Read the message from ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(dialog).toContainText(`Please show us attendance and fees. Ref ${name}`);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: `Mark handled: message from ${name}` }).click();
    await expect(page.getByText('Inquiry marked as handled.')).toBeVisible();
    await expect(row).toContainText('Handled');
    await expect(row.getByRole('button', { name: `Reopen: message from ${name}` })).toBeVisible();

    // Export, like every list: the searched message, handled, its times in the platform timezone.
    const { name: file, text } = await downloadCsvBy(page, 'Export');
    expect(file).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,name,email,.*,handled_at \([\w/]+\),handled_by,created_at \([\w/]+\)$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(name);
    expect(lines[1]).toContain(',handled,');
    expect(lines[1]).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);

    await page.getByRole('combobox', { name: 'Status' }).selectOption('Open');
    await expect(page).toHaveURL(/status=open/);
    await expect(row).toHaveCount(0);
  });
});
