import { act, renderHook } from '@testing-library/react';
import { useResendSeconds } from './Countdown';

const SENT = Date.parse('2026-07-01T10:00:00.000Z');

describe('useResendSeconds', () => {
  let now = SENT;
  const clock = () => now;
  beforeEach(() => {
    jest.useFakeTimers();
    now = SENT;
  });
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) =>
    act(() => {
      now += ms;
      jest.advanceTimersByTime(ms);
    });

  it('counts the pause down from the send, to zero', () => {
    now = SENT + 10_000;
    const { result } = renderHook(() => useResendSeconds(SENT, 30, clock));
    expect(result.current).toBe(20);
    advance(19_000);
    expect(result.current).toBe(1);
    advance(1_000);
    expect(result.current).toBe(0);
  });

  it('is zero when nothing was sent or its time is unreadable', () => {
    expect(renderHook(() => useResendSeconds(null, 30, clock)).result.current).toBe(0);
    expect(renderHook(() => useResendSeconds(Number.NaN, 30, clock)).result.current).toBe(0);
  });

  it('never shows more than the pause when the send time lies after now', () => {
    now = SENT - 5_000;
    expect(renderHook(() => useResendSeconds(SENT, 30, clock)).result.current).toBe(30);
  });

  it('rounds a part second up, so the button opens exactly at zero', () => {
    now = SENT + 29_200;
    expect(renderHook(() => useResendSeconds(SENT, 30, clock)).result.current).toBe(1);
  });

  it('takes the pause it is given', () => {
    now = SENT + 10_000;
    expect(renderHook(() => useResendSeconds(SENT, 60, clock)).result.current).toBe(50);
  });
});
