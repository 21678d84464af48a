// A step whose own lifecycle throws (its mount, or its bootstrap) fails where the buyer sees it: the shop's message
// and a retry in the step's place, reported as the step's failure; the retry mounts the step afresh, and the buyer's
// journey in the store is what it was.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unloadApplication, type AppProps } from 'single-spa';
import { useTranslation } from '@greencard/i18n';
import { createTestI18n } from '@greencard/i18n/testing';
import { createStepLifecycle, PAGE_PROBLEM_EVENT, type StepServices } from '@greencard/step';
import { TEST_COMPANY } from '@greencard/step/testing';
import { createShopStore, JOURNEY_SCHEMA_VERSION, productChosen } from '@greencard/store';
import { failingVisibly } from './failedStepLifecycle';

jest.mock('single-spa', () => ({ unloadApplication: jest.fn(async () => undefined) }));

const services = () =>
  ({
    store: createShopStore({ persist: false }),
    i18n: createTestI18n('en'),
    config: { company: TEST_COMPANY, draftDialect: 'camel' },
    name: 'points',
  }) as unknown as StepServices & AppProps;

/** The shell's outlet, where the step and the failure in its place render. */
let outlet: HTMLElement;

/** A step that throws on its first mount and shows its page on the next. */
function flakyStep() {
  let mounts = 0;
  return {
    bootstrap: jest.fn(async () => undefined),
    mount: jest.fn(async () => {
      mounts++;
      if (mounts === 1) throw new Error('the build throws as it mounts');
      outlet.innerHTML = '<h1>Points</h1>';
    }),
    unmount: jest.fn(async () => {
      outlet.innerHTML = '';
    }),
  };
}

let problems: unknown[];
const hear = (event: Event) => problems.push((event as CustomEvent).detail);
beforeEach(() => {
  outlet = document.createElement('div');
  outlet.id = 'step-outlet';
  document.body.replaceChildren(outlet);
  problems = [];
  window.addEventListener(PAGE_PROBLEM_EVENT, hear);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener(PAGE_PROBLEM_EVENT, hear);
  jest.restoreAllMocks();
});

it("shows the shop's message and a retry for a step whose mount throws, reports it, and retries it afresh", async () => {
  const props = services();
  props.store.dispatch(
    productChosen({
      selection: { autoType: 'A', area: 'EUROPE', period: 'ONE_MONTH', customerCategory: 'NATURAL' },
      product: { tariff: 1, discountedPayment: 1000 },
    }),
  );
  const journey = props.store.getState().journey;
  const step = flakyStep();
  const lifecycle = failingVisibly('points', step, props.i18n);
  await lifecycle.bootstrap(props);
  await act(() => lifecycle.mount(props));
  expect(screen.getByRole('heading', { name: 'This part of the page failed to load' })).toBeInTheDocument();
  expect(problems).toEqual([{ kind: 'step_load_failed', where: 'points' }]);
  // What the step rendered before it threw was taken down.
  expect(step.unmount).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(unloadApplication).toHaveBeenCalledWith('points', { waitForUnmount: false });
  // single-spa then unmounts it, loads it again and mounts it.
  await act(() => lifecycle.unmount(props));
  expect(step.unmount).toHaveBeenCalledTimes(1);
  await act(() => lifecycle.mount(props));
  // The focus, with the retry button gone, goes to the step's heading.
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Points' })).toHaveFocus());
  expect(props.store.getState().journey).toBe(journey);
  await lifecycle.unmount(props);
  expect(step.unmount).toHaveBeenCalledTimes(2);
});

it('gives the focus of a buyer who retried by keyboard to the heading of the step that then loads', async () => {
  const props = services();
  const lifecycle = failingVisibly('points', flakyStep(), props.i18n);
  await act(() => lifecycle.mount(props));
  screen.getByRole('button', { name: 'Try again' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(unloadApplication).toHaveBeenCalledWith('points', { waitForUnmount: false });
  await act(() => lifecycle.unmount(props));
  await act(() => lifecycle.mount(props));
  // Not left on the page's body, where the retry button was taken away.
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Points' })).toHaveFocus());
  await lifecycle.unmount(props);
});

it('shows the failure, when the step mounts, for a step whose bootstrap throws', async () => {
  const props = services();
  const step = { ...flakyStep(), bootstrap: jest.fn(() => Promise.reject(new Error('no start'))) };
  const lifecycle = failingVisibly('points', step, props.i18n);
  await lifecycle.bootstrap(props);
  await act(() => lifecycle.mount(props));
  expect(step.mount).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(problems).toEqual([{ kind: 'step_load_failed', where: 'points' }]);
});

it('shows the failure for a step whose texts cannot be loaded, and its retry mounts it with them', async () => {
  const props = services();
  const load = jest
    .fn<Promise<Record<string, string>>, ['uk' | 'en']>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({ title: 'Translated title' });
  function TitledPage() {
    return <h1>{useTranslation('probe').t('title')}</h1>;
  }
  const step = createStepLifecycle({
    name: 'points',
    journeyMajor: JOURNEY_SCHEMA_VERSION,
    Root: TitledPage,
    translations: { ns: 'probe', load },
  });
  const lifecycle = failingVisibly('points', step, props.i18n);
  await act(() => lifecycle.mount(props));
  expect(screen.getByRole('heading', { name: 'This part of the page failed to load' })).toBeInTheDocument();
  expect(problems).toEqual([{ kind: 'step_load_failed', where: 'points' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(unloadApplication).toHaveBeenCalledWith('points', { waitForUnmount: false });
  await act(() => lifecycle.unmount(props));
  await act(() => lifecycle.mount(props));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Translated title' })).toHaveFocus());
  expect(load).toHaveBeenCalledTimes(2);
  await act(() => lifecycle.unmount(props));
});
