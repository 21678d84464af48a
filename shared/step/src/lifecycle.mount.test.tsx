import { act, screen, within } from '@testing-library/react';
import { createInsurerClient } from '@greencard/api';
import { useTranslation } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { createShopStore, createSlice, JOURNEY_SCHEMA_VERSION } from '@greencard/store';
import { TEST_COMPANY } from '../testing';
import { useInsurerClient } from './context';
import { createStepLifecycle, type StepDefinition } from './lifecycle';

jest.mock('@greencard/api', () => {
  const actual = jest.requireActual<typeof import('@greencard/api')>('@greencard/api');
  return { ...actual, createInsurerClient: jest.fn(actual.createInsurerClient) };
});

const probeSlice = createSlice({ name: 'probe', initialState: { ready: true }, reducers: {} });

function ProbePage() {
  return (
    <h1>Probe page {useInsurerClient().address({ url: '/order/show', params: { contract_id: 5, lang: 'en' } })}</h1>
  );
}

/** Mounts a step's lifecycle the way single-spa does, with the props the shell passes, into the shell's outlet. */
async function mountStep(definition: Partial<StepDefinition> = {}) {
  const outlet = document.createElement('div');
  outlet.id = 'step-outlet';
  document.body.replaceChildren(outlet);
  const services = {
    store: createShopStore({ persist: false }),
    i18n: createTestI18n('en'),
    config: { company: TEST_COMPANY, draftDialect: 'camel' as const, apiBaseUrl: '/shop-api' },
  };
  const lifecycle = createStepLifecycle({
    name: 'probe',
    journeyMajor: JOURNEY_SCHEMA_VERSION,
    slices: [probeSlice],
    Root: ProbePage,
    ...definition,
  });
  const props = { ...services, name: 'probe', singleSpa: {}, mountParcel: () => undefined } as never;
  await act(async () => {
    await lifecycle.bootstrap();
    await lifecycle.mount(props);
  });
  const unmount = () =>
    act(async () => {
      await lifecycle.unmount();
    });
  // What the step shows is in the outlet the shell gave it (an element with no role).
  return { services, unmount, outlet };
}

describe('a mounted step', () => {
  it('renders its pages with its own insurer client, made from the shop config the shell passes', async () => {
    const { services, unmount, outlet } = await mountStep();
    expect(within(outlet).getByRole('heading')).toHaveTextContent(
      'Probe page /shop-api/order/show?contract_id=5&lang=en',
    );
    expect(createInsurerClient).toHaveBeenCalledWith({ baseURL: '/shop-api' });
    expect(services.store.getState()).toHaveProperty('probe', { ready: true });
    await unmount();
  });

  it('is refused in its own error boundary when built for another journey major, leaving the store alone', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services, unmount, outlet } = await mountStep({ journeyMajor: JOURNEY_SCHEMA_VERSION + 1 });

    expect(within(outlet).getByRole('heading')).toHaveTextContent('This part of the shop is being updated');
    expect(within(outlet).getByRole('alert')).toHaveTextContent('Please reload the page in a few minutes.');
    // No retry: the same build would be refused again.
    expect(within(outlet).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Probe page/)).not.toBeInTheDocument();
    expect(services.store.getState()).not.toHaveProperty('probe');
    // The reason is for whoever deploys, in the console, not for the buyer on the page.
    expect(document.body).not.toHaveTextContent(/journey schema version/);
    const logged = consoleError.mock.calls.flat().filter((arg): arg is Error => arg instanceof Error);
    expect(logged.map((error) => error.message)).toContainEqual(
      expect.stringContaining(`built for journey schema version ${JOURNEY_SCHEMA_VERSION + 1}`),
    );
    await unmount();
  });

  it("shows the refusal in the buyer's language", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { services, unmount, outlet } = await mountStep({ journeyMajor: JOURNEY_SCHEMA_VERSION + 1 });
    await act(async () => void (await services.i18n.changeLanguage('uk')));
    expect(within(outlet).getByRole('heading')).toHaveTextContent('Ця частина магазину оновлюється');
    await unmount();
  });

  it("loads its texts in the page's language before it renders, and not the other", async () => {
    const asked: string[] = [];
    const load = (locale: 'uk' | 'en') => {
      asked.push(locale);
      return Promise.resolve({ title: locale === 'en' ? 'Translated title' : 'Перекладений заголовок' });
    };
    function TitledPage() {
      return <h1>{useTranslation('probe').t('title')}</h1>;
    }
    const { services, unmount, outlet } = await mountStep({ Root: TitledPage, translations: { ns: 'probe', load } });
    expect(within(outlet).getByRole('heading')).toHaveTextContent('Translated title');
    expect(asked).toEqual(['en']);
    expect(services.i18n.hasResourceBundle('uk', 'probe')).toBe(false);
    await unmount();
  });

  it('gets no texts in when refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn(async () => ({ title: 'Translated title' }));
    const { services, unmount } = await mountStep({
      journeyMajor: JOURNEY_SCHEMA_VERSION + 1,
      translations: { ns: 'probe', load },
    });
    expect(load).not.toHaveBeenCalled();
    expect(services.i18n.hasResourceBundle('en', 'probe')).toBe(false);
    await unmount();
  });

  it('fails its mount when its texts cannot be loaded (the shell shows the failure), and loads them on the next', async () => {
    const load = jest
      .fn<Promise<Record<string, string>>, ['uk' | 'en']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ title: 'Translated title' });
    function TitledPage() {
      return <h1>{useTranslation('probe').t('title')}</h1>;
    }
    await expect(mountStep({ Root: TitledPage, translations: { ns: 'probe', load } })).rejects.toThrow('offline');
    const { unmount, outlet } = await mountStep({ Root: TitledPage, translations: { ns: 'probe', load } });
    expect(within(outlet).getByRole('heading')).toHaveTextContent('Translated title');
    expect(load).toHaveBeenCalledTimes(2);
    await unmount();
  });
});
