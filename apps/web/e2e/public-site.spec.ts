import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Each public page: its h1 and the heading of every section the spec lists for it. */
const PAGES = [
  {
    path: '/',
    title: 'Run your whole school from one place',
    sections: [
      'Your school in every pocket',
      'Everything your office does, done once',
      'Simple for everyone at school',
      'Schools get their time back',
      'See it on a phone',
      'Children’s data, protected like it should be',
      'Ready to see Schoolwise at your school?',
    ],
  },
  {
    path: '/features',
    title: 'Features',
    sections: [
      'Built for the way schools work',
      'Works with the tools you already use',
      'See every feature with your own data',
    ],
  },
  {
    path: '/about-us',
    title: 'About Us',
    sections: [
      'Schoolwise today',
      'What we stand for',
      'From one school office to schools worldwide',
      'The team behind Schoolwise',
      'Let’s talk',
    ],
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    sections: ['How to reach us', 'Send us a message', 'Frequently asked questions'],
  },
  {
    path: '/download-app',
    title: 'Download App',
    sections: [
      'The app in numbers',
      'Made for the school day',
      'A look inside',
      'One app, the right view for each role',
      'Be the first to get the app',
    ],
  },
];

const main = (page: Page) => page.getByRole('main');
const headings = (page: Page, level: number) => main(page).getByRole('heading', { level });

/** The names of the h3 headings inside the section named by its h2. */
async function cardTitles(page: Page, section: string) {
  const region = main(page).getByRole('region', { name: section });
  await expect(region).toBeVisible();
  return region.getByRole('heading', { level: 3 }).allTextContents();
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`public pages on a ${device}`, () => {
    test.use({ viewport });

    for (const { path, title, sections } of PAGES) {
      test(`${path} shows every section, fits the screen and passes axe`, async ({ page }) => {
        await page.goto(path);
        await expect(headings(page, 1)).toHaveText(title);
        await expect(headings(page, 2)).toHaveText(sections);
        for (const section of sections) {
          await expect(main(page).getByRole('region', { name: section })).toBeVisible();
        }

        // Nothing wider than the screen, and every picture reserves its space before it loads.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        for (const image of await page.locator('main img').all()) {
          await expect(image).toHaveAttribute('width', /^\d+$/);
          await expect(image).toHaveAttribute('height', /^\d+$/);
          await expect(image).toHaveAttribute('alt', /\w/);
        }

        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
          [],
        );
      });
    }
  });
}

test.describe('home page', () => {
  test('has the hero buttons, store badges, feature cards, tabs, figures and security points', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(main(page).getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
      'href',
      '/contact-us?subject=general-inquiry',
    );
    await expect(main(page).getByRole('link', { name: 'Watch Demo' }).first()).toHaveAttribute(
      'href',
      '/features',
    );
    await expect(main(page).getByRole('list', { name: 'Mobile apps' })).toContainText('Coming soon to');
    expect(await cardTitles(page, 'Everything your office does, done once')).toEqual([
      'Student information',
      'Attendance and leave',
      'Exams and gradebook',
      'Online fee collection',
    ]);
    expect(await cardTitles(page, 'Children’s data, protected like it should be')).toHaveLength(5);
    await expect(main(page).getByRole('region', { name: 'Schools get their time back' })).toContainText(
      '1000+',
    );

    const tabs = page.getByRole('tablist', { name: 'How it works for' }).getByRole('tab');
    await expect(tabs).toHaveText(['Schools', 'Teachers', 'Students', 'Parents']);
    for (const audience of ['Schools', 'Teachers', 'Students', 'Parents']) {
      await page.getByRole('tab', { name: audience }).click();
      const panel = page.getByRole('tabpanel', { name: audience });
      await expect(panel.getByRole('listitem')).toHaveCount(4);
    }
    // The arrow keys move between tabs.
    await page.getByRole('tab', { name: 'Parents' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Schools' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Schools' })).toHaveAttribute('aria-selected', 'true');

    const closing = main(page).getByRole('region', { name: 'Ready to see Schoolwise at your school?' });
    await closing.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL('/contact-us?subject=general-inquiry');
    await expect(page.getByLabel('Subject')).toHaveValue('General Inquiry');
  });

  test('the app preview moves on by itself every 4 seconds and by its controls', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'App screens' });
    // Only the screen on show is in the accessibility tree; the others are inert and hidden.
    const current = carousel.getByRole('group', { name: /of 6:/ });
    await expect(carousel.getByRole('button', { name: /^Show / })).toHaveCount(6);
    await expect(current).toHaveAccessibleName(/ of 6: /);
    // From here the page's clock moves only as far as the test lets it (`runFor`), so no step is
    // raced by the machine's clock.
    await page.clock.pauseAt(Date.now() + 60_000);
    await carousel.getByRole('button', { name: 'Show Attendance' }).click();
    await expect(current).toHaveAccessibleName('2 of 6: Attendance');
    // Pointer and focus leave it (a click beside it): it rotates again, which it says by no longer
    // announcing its screens, and moves on once, 4 seconds after its timer starts. The timer may
    // start a moment of the page's clock after that render, so the test asks for no move in 3.9
    // seconds and for one move in the 4 after.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
    await page.clock.runFor(3_900);
    await expect(current).toHaveAccessibleName('2 of 6: Attendance');
    await page.clock.runFor(4_000);
    await expect(current).toHaveAccessibleName('3 of 6: Gradebook');

    await carousel.getByRole('button', { name: 'Next screen' }).click();
    await expect(current).toHaveAccessibleName(/^4 of 6: /);
    for (let back = 0; back < 3; back++) {
      await carousel.getByRole('button', { name: 'Previous screen' }).click();
    }
    await expect(current).toHaveAccessibleName('1 of 6: Dashboard');
    await carousel.getByRole('button', { name: 'Show Messages' }).click();
    await expect(current).toHaveAccessibleName('6 of 6: Messages');
    await expect(carousel.getByRole('button', { name: 'Show Messages' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Focus and the pointer are inside: it waits.
    await page.clock.runFor(4_500);
    await expect(current).toHaveAccessibleName('6 of 6: Messages');
  });

  test('the app preview stays still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'App screens' });
    const current = carousel.getByRole('group', { name: /of 6:/ });
    await expect(current).toHaveAccessibleName('1 of 6: Dashboard');
    // Every timer of the next 4.5 seconds runs at once.
    await page.clock.runFor(4_500);
    await expect(current).toHaveAccessibleName('1 of 6: Dashboard');
    await expect(carousel.getByRole('button', { name: /slide show/ })).toHaveCount(0);
  });
});

test.describe('features, about and app pages', () => {
  test('features: twelve blocks with benefits, three integrations, and the demo button', async ({ page }) => {
    await page.goto('/features');
    const blocks = main(page)
      .getByRole('region', { name: 'Built for the way schools work' })
      .getByRole('article');
    await expect(blocks).toHaveCount(12);
    for (const block of await blocks.all()) {
      await expect(block.getByRole('list', { name: /^Key benefits of / }).getByRole('listitem')).toHaveCount(
        3,
      );
    }
    expect(await cardTitles(page, 'Works with the tools you already use')).toEqual([
      'Payment gateways',
      'Communication tools',
      'Learning management',
    ]);
    await main(page).getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL('/contact-us?subject=product-demo-request');
    await expect(page.getByLabel('Subject')).toHaveValue('Product Demo Request');
  });

  test('about: facts, four values, the story, a team of four and the careers button', async ({ page }) => {
    await page.goto('/about-us');
    await expect(main(page)).toContainText('2019');
    expect(await cardTitles(page, 'What we stand for')).toEqual([
      'Our mission',
      'Innovation',
      'Student-centric',
      'Security first',
    ]);
    const team = main(page).getByRole('region', { name: 'The team behind Schoolwise' });
    await expect(team.getByRole('listitem')).toHaveCount(4);
    await expect(team.getByRole('img')).toHaveCount(4);
    await main(page).getByRole('link', { name: 'Career Opportunities' }).click();
    await expect(page).toHaveURL('/contact-us?subject=other');
    await expect(page.getByLabel('Subject')).toHaveValue('Other');
  });

  test('contact: four info cards, the business hours, the response promise and three FAQ entries', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    expect(await cardTitles(page, 'How to reach us')).toEqual([
      'Phone',
      'Email',
      'Address',
      'Business hours',
    ]);
    await expect(main(page)).toContainText('9 AM to 6 PM');
    await expect(main(page)).toContainText('10 AM to 2 PM');
    await expect(page.getByRole('complementary', { name: 'Our response promise' })).toContainText('24 hours');
    const faq = main(page).getByRole('region', { name: 'Frequently asked questions' }).locator('details');
    await expect(faq).toHaveCount(3);
    await faq.first().locator('summary').click();
    await expect(faq.first()).toContainText('2 to 4 weeks');
  });

  test('app: store badges that say the apps are coming, benefits, three screenshots and role cards', async ({
    page,
  }) => {
    await page.goto('/download-app');
    await expect(main(page).getByRole('list', { name: 'Mobile apps' }).first()).toContainText(
      'Coming soon toApp Store',
    );
    await expect(main(page).getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    expect(await cardTitles(page, 'Made for the school day')).toHaveLength(4);
    expect(await cardTitles(page, 'A look inside')).toEqual(['Dashboard', 'Attendance', 'Fees']);
    expect(await cardTitles(page, 'One app, the right view for each role')).toHaveLength(4);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: PHONE });

  test('opens and closes by keyboard, and its links go to the pages', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Main menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Features',
      'About Us',
      'Contact Us',
      'Download App',
    ]);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Download App' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/download-app');
    await expect(menu).toHaveCount(0);
  });
});
