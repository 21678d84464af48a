import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestServices } from '../../testing';
import { StepProviders } from '../context';
import { useInsurerAnswer } from './useInsurerAnswer';

/** A question whose answers the test gives by hand, in any order. */
function manualAsk() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: unknown) => void }>();
  const ask = jest.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => pending.set(`${key}#${ask.mock.calls.length}`, { resolve, reject })),
  );
  const answer = (key: string, call: number, value: string) =>
    act(async () => pending.get(`${key}#${call}`)?.resolve(value));
  const fail = (key: string, call: number) => act(async () => pending.get(`${key}#${call}`)?.reject(new Error('down')));
  return { ask, answer, fail };
}

function Probe({
  questionKey,
  ask,
  delayMs,
}: {
  questionKey: string | null;
  ask: (key: string) => Promise<string>;
  delayMs?: number;
}) {
  const answer = useInsurerAnswer(questionKey, () => ask(questionKey ?? ''), { delayMs });
  return (
    <>
      <p>{answer.status === 'ready' ? `ready ${answer.data}` : answer.status}</p>
      <button type="button" onClick={answer.retry}>
        retry
      </button>
    </>
  );
}

function renderProbe(questionKey: string | null, ask: (key: string) => Promise<string>, delayMs?: number) {
  const services = createTestServices();
  const view = (key: string | null) => (
    <StepProviders services={services}>
      <Probe questionKey={key} ask={ask} delayMs={delayMs} />
    </StepProviders>
  );
  const utils = render(view(questionKey));
  return { ...utils, ask: (key: string | null) => utils.rerender(view(key)) };
}

describe('useInsurerAnswer', () => {
  it('shows loading, then the answer', async () => {
    const { ask, answer } = manualAsk();
    renderProbe('41', ask);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await answer('41', 1, 'receipt 41');
    expect(screen.getByText('ready receipt 41')).toBeInTheDocument();
  });

  it('keeps only the answer to the newest question: an older answer arriving later is dropped', async () => {
    const { ask, answer } = manualAsk();
    const view = renderProbe('41', ask);
    view.ask('42');
    await answer('42', 2, 'receipt 42');
    await answer('41', 1, 'receipt 41');
    expect(screen.getByText('ready receipt 42')).toBeInTheDocument();
  });

  it('drops the answer to a question asked again: after retry only the new answer counts', async () => {
    const { ask, answer } = manualAsk();
    renderProbe('41', ask);
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await answer('41', 2, 'second');
    await answer('41', 1, 'first');
    expect(screen.getByText('ready second')).toBeInTheDocument();
  });

  it('says a failure, and asks again on retry (an answer to the failed question is no longer kept)', async () => {
    const { ask, answer, fail } = manualAsk();
    renderProbe('41', ask);
    await fail('41', 1);
    expect(screen.getByText('failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(2);
    await answer('41', 2, 'receipt 41');
    expect(screen.getByText('ready receipt 41')).toBeInTheDocument();
  });

  it('asks nothing for a null key', () => {
    const { ask } = manualAsk();
    renderProbe(null, ask);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });

  it('with a delay, asks only once the key has stayed the same that long (a search as the buyer types)', async () => {
    jest.useFakeTimers();
    try {
      const { ask, answer } = manualAsk();
      const view = renderProbe('Ky', ask, 300);
      view.ask('Kyi');
      view.ask('Kyiv');
      expect(screen.getByText('loading')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(299));
      expect(ask).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(1));
      expect(ask).toHaveBeenCalledTimes(1);
      expect(ask).toHaveBeenCalledWith('Kyiv');
      await answer('Kyiv', 1, 'Kyiv, Kyiv');
      expect(screen.getByText('ready Kyiv, Kyiv')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
