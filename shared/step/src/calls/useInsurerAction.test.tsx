import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestServices, deferred } from '../../testing';
import { StepProviders } from '../context';
import { useInsurerAction, type ActionOutcome } from './useInsurerAction';

function Probe({
  act: perform,
  onOutcome,
}: {
  act: (n: number) => Promise<string>;
  onOutcome: (o: ActionOutcome<string> | null) => void;
}) {
  const { state, run } = useInsurerAction((_client, n: number) => perform(n));
  const [count, setCount] = useState(0);
  return (
    <>
      <p>{state.status}</p>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
          void run(count + 1).then(onOutcome);
        }}
      >
        go
      </button>
    </>
  );
}

function renderProbe(perform: (n: number) => Promise<string>) {
  const outcomes: (ActionOutcome<string> | null)[] = [];
  const view = render(
    <StepProviders services={createTestServices()}>
      <Probe act={perform} onOutcome={(o) => outcomes.push(o)} />
    </StepProviders>,
  );
  return { ...view, outcomes, go: () => userEvent.click(screen.getByRole('button', { name: 'go' })) };
}

describe('useInsurerAction', () => {
  it('runs, says it is running, and hands the caller the outcome', async () => {
    const call = deferred<string>();
    const perform = jest.fn(() => call.promise);
    const { go, outcomes } = renderProbe(perform);
    await go();
    expect(screen.getByText('running')).toBeInTheDocument();
    await act(async () => call.resolve('done'));
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(outcomes).toEqual([{ ok: true, value: 'done' }]);
  });

  it('starts no second run while one is under way: a double click sends one request', async () => {
    const call = deferred<string>();
    const perform = jest.fn(() => call.promise);
    const { go, outcomes } = renderProbe(perform);
    await go();
    await go();
    expect(perform).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([null]);
    await act(async () => call.resolve('done'));
    expect(outcomes).toEqual([null, { ok: true, value: 'done' }]);
  });

  it('says a failure and may run again', async () => {
    const first = deferred<string>();
    const perform = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second');
    const { go, outcomes } = renderProbe(perform);
    await go();
    await act(async () => first.reject(new Error('down')));
    expect(screen.getByText('failed')).toBeInTheDocument();
    await go();
    expect(outcomes[1]).toEqual({ ok: true, value: 'second' });
  });

  it('hands nothing on when the component is gone before the outcome', async () => {
    const call = deferred<string>();
    const { go, outcomes, unmount } = renderProbe(() => call.promise);
    await go();
    unmount();
    await act(async () => call.resolve('late'));
    expect(outcomes).toEqual([null]);
  });
});
