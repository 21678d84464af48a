import { render, screen } from '@testing-library/react';
import { StepProviders } from '../context';
import { createTestServices, renderStep } from '../../testing';
import { CLOCK_MEASURE_REUSE_MS } from './measureServerClock';
import { useServerClock } from './useServerClock';

function Clock() {
  const clock = useServerClock();
  return (
    <p>
      {clock.status} {new Date(clock.now()).toISOString()}
    </p>
  );
}

const BUYER_NOW = new Date('2026-07-01T10:05:00.000Z');
const serverAt = (iso: string) => jest.fn(() => Promise.resolve({ now: new Date(iso), timeZone: 'Europe/Kyiv' }));

describe("the insurer's clock", () => {
  beforeEach(() => jest.useFakeTimers({ now: BUYER_NOW }));
  afterEach(() => jest.useRealTimers());

  it("is the buyer's clock moved by the offset GET /serverTime shows, and keeps running", async () => {
    renderStep(<Clock />, { serverTime: serverAt('2026-07-01T10:00:00.000Z') });
    expect(screen.getByText(/measuring/)).toBeInTheDocument();
    // Finding it lets the fake clock run a few milliseconds: the second is what tells the two clocks apart.
    expect(await screen.findByText(/^ready 2026-07-01T10:00:00\./)).toBeInTheDocument();
  });

  it("falls back to the buyer's clock when the insurer's cannot be read", async () => {
    renderStep(<Clock />, { serverTime: () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText(/^unknown 2026-07-01T10:05:00\./)).toBeInTheDocument();
  });

  it('is measured once for the hooks of a page, and known at once on the next page', async () => {
    const getServerTime = serverAt('2026-07-01T10:00:00.000Z');
    const services = createTestServices({ serverTime: getServerTime });
    const { unmount } = render(
      <StepProviders services={services}>
        <Clock />
        <Clock />
      </StepProviders>,
    );
    expect(await screen.findAllByText(/^ready/)).toHaveLength(2);
    expect(getServerTime).toHaveBeenCalledTimes(1);
    unmount();

    render(
      <StepProviders services={services}>
        <Clock />
      </StepProviders>,
    );
    expect(screen.getByText(/^ready/)).toBeInTheDocument();
    expect(getServerTime).toHaveBeenCalledTimes(1);
  });

  it('is measured again after a while, and after a failure', async () => {
    const getServerTime = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ now: new Date('2026-07-01T10:00:00.000Z'), timeZone: 'Europe/Kyiv' });
    const services = createTestServices({ serverTime: getServerTime });
    const open = async () => {
      const view = render(
        <StepProviders services={services}>
          <Clock />
        </StepProviders>,
      );
      await screen.findByText(/^(ready|unknown)/);
      return view;
    };
    (await open()).unmount();
    (await open()).unmount();
    expect(getServerTime).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(CLOCK_MEASURE_REUSE_MS);
    await open();
    expect(getServerTime).toHaveBeenCalledTimes(3);
  });
});
