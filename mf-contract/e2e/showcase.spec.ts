import { expect, keepServerHeading, sameHeading, test } from '../../e2e/support/test';

// The widget showcase (/UI) is the contract step's page: tagged with the step's name like its other tests.
test.describe('contract', { tag: '@contract' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.abort());
  });

  test('the widget showcase is there before any script runs, for a buyer with no journey, and is taken over', async ({
    browser,
    page,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/en/UI');
    await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('Interface widgets');
    await expect(noScript.getByRole('contentinfo')).toBeVisible();
    await context.close();
    await keepServerHeading(page);
    await page.goto('/en/UI');
    // React marks each element it hydrates with its fiber: once the server's heading carries one, React took it over.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface widgets');
    expect(await sameHeading(page)).toBe(true);
    // And it works: the city list opens only through React's handlers, so a page never taken over fails here.
    await page.getByRole('combobox', { name: 'City of registration' }).fill('Ky');
    await expect(page.getByRole('option', { name: 'Київ / Kyiv' })).toBeVisible();
    expect(await sameHeading(page)).toBe(true);
    // Open to everyone: a buyer who chose no offer stays on it, with no notice.
    await expect(page).toHaveURL(/\/en\/UI$/);
    await expect(page.getByRole('list', { name: 'Step indicator' }).getByRole('listitem')).not.toHaveCount(0);
  });

  test("the widget showcase switches language with the page, the contract step's own widgets too", async ({ page }) => {
    await page.goto('/UI');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Віджети інтерфейсу');
    await expect(page.getByRole('textbox', { name: 'Дата початку дії' })).toHaveAttribute('placeholder', 'дд.мм.рррр');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/UI$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface widgets');
    await expect(page.getByRole('textbox', { name: 'Start date' })).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    await page.getByRole('combobox', { name: 'City of registration' }).fill('Zz');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing found' })).toBeVisible();
  });
});
