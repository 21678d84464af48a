/** @jest-environment node */
import type { ComponentType } from 'react';
import { BrowserOnly, useBrowserOnly } from '@greencard/step';
import { createStepServerRender } from '@greencard/step/server';
import { JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { plannedJourney } from '@greencard/i18n';
import { registryRoutes } from '../../../src/remotes/registry';
import { TEST_REGISTRY } from '../../../src/testing/stepRegistry';
import { preloadShellPages, renderShell } from './renderShell';

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

const stepOf = (Root: ComponentType) =>
  createStepServerRender({ name: 'calculator', journeyMajor: JOURNEY_SCHEMA_VERSION, Root, build: 'calculator@1.0.0+a' });

describe("the server's first view of a page", () => {
  it("holds the shell's frame in the page's language and the step's page in the outlet", async () => {
    const log = jest.fn();
    const { html, stepRendered } = await renderShell(
      { locale: 'en', pathname: '/en', routes, journey, config, stepRender: stepOf(() => <h1>Green Card online</h1>) },
      log,
    );
    expect(stepRendered).toBe(true);
    expect(html).toContain('<div id="step-outlet"><div class="step" data-step="calculator" data-step-build="calculator@1.0.0+a"><h1>Green Card online</h1></div></div>');
    expect(html).toContain('<footer');
    expect(html).toContain('aria-current="page"');
    expect(log).not.toHaveBeenCalled();
  });

  it("shows the registry's journey in the indicator as a new buyer's, with each step's own label", async () => {
    // On the contract page: the journey starts at the home page, which shows no indicator (rules §2).
    const { html } = await renderShell({ locale: 'en', pathname: '/en/contract', routes, journey, config });
    const labels = [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map(([, item]) => item!.replace(/<[^>]+>/g, ''));
    expect(labels.slice(-3).join(' | ')).toMatch(/^1Contract.*\| 2Confirmation \| 3Payment$/);
    expect(html).not.toContain('Points');
  });

  it('leaves a page that depends on the browser to it, quietly, and any failing page too, saying why', async () => {
    const log = jest.fn();
    function Journey(): null {
      useBrowserOnly('the saved journey');
      return null;
    }
    const quiet = await renderShell({ locale: 'uk', pathname: '/', routes, journey, config, stepRender: stepOf(Journey) }, log);
    expect(quiet.stepRendered).toBe(false);
    expect(quiet.html).toContain('<div id="step-outlet"></div>');
    expect(log).not.toHaveBeenCalled();

    function Broken(): null {
      throw new Error('window is not defined');
    }
    const failed = await renderShell({ locale: 'uk', pathname: '/', routes, journey, config, stepRender: stepOf(Broken) }, log);
    expect(failed.stepRendered).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('window is not defined'));
    expect(new BrowserOnly('x').name).toBe('BrowserOnly');
  });

  it('waits for what a step loads lazily, so the browser gets the whole page', async () => {
    const { lazy, Suspense } = await import('react');
    const Answers = lazy(async () => ({ default: () => <p>All the answers</p> }));
    const { html } = await renderShell(
      {
        locale: 'uk',
        pathname: '/',
        routes,
        journey,
        config,
        stepRender: stepOf(() => (
          <Suspense fallback={<p>Loading</p>}>
            <Answers />
          </Suspense>
        )),
      },
      jest.fn(),
    );
    expect(html).toContain('All the answers');
    expect(html).not.toContain('Loading');
  });
  it("writes the shell's own page out in full once its chunk is preloaded, as the shop server does at its start", async () => {
    const before = await renderShell({ locale: 'en', pathname: '/en/UI', routes, journey, config });
    expect(before.html).not.toContain('Interface widgets');
    await preloadShellPages();
    const { html, stepRendered } = await renderShell({ locale: 'en', pathname: '/en/UI', routes, journey, config });
    expect(stepRendered).toBe(false);
    expect(html).toMatch(/<h1[^>]*>Interface widgets<\/h1>/);
    expect(html).toContain('<footer');
  });
});
