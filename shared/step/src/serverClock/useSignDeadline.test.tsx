import { act, screen } from '@testing-library/react';
import { renderStep } from '../../testing';
import { useSignDeadline } from './useServerClock';

function Deadline() {
  return <p>{useSignDeadline().status}</p>;
}

describe('sign-and-pay deadline (rules §9, D13)', () => {
  afterEach(() => jest.useRealTimers());

  it.each([
    ['2026-11-23T21:54:00Z', 'open'], // 23:54 in Kyiv (UTC+2 in winter)
    ['2026-11-23T21:55:00Z', 'closed'], // 23:55 in Kyiv
    ['2026-07-01T20:54:59Z', 'open'], // 23:54:59 in Kyiv (UTC+3 in summer)
    ['2026-07-01T20:56:00Z', 'closed'],
  ])('server time %s -> %s', async (serverNow, expected) => {
    renderStep(<Deadline />, {
      serverTime: () => Promise.resolve({ now: new Date(serverNow), timeZone: 'Europe/Kyiv' }),
    });
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it("follows the server's clock, not the buyer's, and closes by itself at the cut-off", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T08:00:00Z') }); // the buyer's clock is far behind
    renderStep(<Deadline />, {
      serverTime: () => Promise.resolve({ now: new Date('2026-11-23T21:54:50Z'), timeZone: 'Europe/Kyiv' }),
    });
    expect(await screen.findByText('open')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(15_000);
    });
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('lets the buyer go on when the server time cannot be read', async () => {
    renderStep(<Deadline />, { serverTime: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('unknown')).toBeInTheDocument();
  });
});
