/** @jest-environment node */
import { plannedJourney } from '@greencard/step-contract/journey';
import { registryRoutes } from '../../../src/remotes/registry';
import { TEST_REGISTRY } from '../../../src/testing/stepRegistry';
import { renderShell } from './renderShell';

const routes = registryRoutes(TEST_REGISTRY);
const journey = plannedJourney(TEST_REGISTRY);
// The server has no DOM: the step package's test helpers (made for jsdom) are not used here.
const company = {
  id: 1,
  name: 'Test Insurer',
  supportPhones: ['+380441112233'],
  supportEmail: 'support@insurer.test',
  chats: { telegram: 'https://t.me/insurer_test', viber: 'viber://pa?chatURI=insurer_test' },
  platform: { name: 'Test Platform', url: 'https://platform.test' },
};
const config = { company, draftDialect: 'camel' as const, overrideOrigins: [] };

/** A first view as a step's build renders it (shared/step/src/firstViews.tsx). */
const FIRST_VIEW =
  '<div class="step" data-step="calculator" data-step-build="calculator@1.0.0+a"><h1>Green Card online</h1></div>';

describe("the server's first view of a page", () => {
  it("holds the shell's frame in the page's language and the step's first view in the outlet, as it is", async () => {
    const { html, stepRendered } = await renderShell({
      locale: 'en',
      pathname: '/en',
      routes,
      journey,
      config,
      stepHtml: FIRST_VIEW,
    });
    expect(stepRendered).toBe(true);
    expect(html).toContain(`<div id="step-outlet">${FIRST_VIEW}</div>`);
    expect(html).toContain('<footer');
    expect(html).toContain('aria-current="page"');
  });

  it('leaves the outlet empty for the browser when the build has no first view of the page', async () => {
    const { html, stepRendered } = await renderShell({ locale: 'uk', pathname: '/', routes, journey, config });
    expect(stepRendered).toBe(false);
    expect(html).toContain('<div id="step-outlet"></div>');
  });

  it("shows the registry's journey in the indicator as a new buyer's, with each step's own label", async () => {
    // On the contract page: the journey starts at the home page, which shows no indicator (rules §2).
    const { html } = await renderShell({ locale: 'en', pathname: '/en/contract', routes, journey, config });
    const labels = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ''));
    expect(labels.slice(-3).join(' | ')).toMatch(/^1Contract.*\| 2Confirmation \| 3Payment$/);
    expect(html).not.toContain('Points');
  });
});
