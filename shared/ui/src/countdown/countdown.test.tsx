import { act, render, renderHook, screen } from '@testing-library/react';
import { Countdown } from './Countdown';
import { formatCountdown, useSecondsLeft } from './Countdown';

describe('formatCountdown', () => {
  it.each([
    [30, '00:30'],
    [0, '00:00'],
    [9, '00:09'],
    [60, '01:00'],
    [61, '01:01'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '60:00'],
    [29.2, '00:30'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('%s s -> %s', (seconds, shown) => {
    expect(formatCountdown(seconds)).toBe(shown);
  });
});

describe('Countdown', () => {
  it('shows mm:ss in a timer with its label', () => {
    render(<Countdown seconds={30} label="Resend in" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Resend in 00:30');
  });
});

describe('useSecondsLeft', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-07-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts down to the deadline and stops at zero', () => {
    const deadline = Date.now() + 30_000;
    const { result } = renderHook(() => useSecondsLeft(deadline));
    expect(result.current).toBe(30);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    act(() => jest.advanceTimersByTime(28_000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is right at once for a deadline set before a reload', () => {
    const { result } = renderHook(() => useSecondsLeft(Date.now() + 12_400));
    expect(result.current).toBe(13);
  });

  it('is zero without a deadline or after it', () => {
    expect(renderHook(() => useSecondsLeft(null)).result.current).toBe(0);
    expect(renderHook(() => useSecondsLeft(Date.now() - 1_000)).result.current).toBe(0);
  });

  it('restarts when the deadline moves (a code was sent again)', () => {
    let deadline = Date.now() + 2_000;
    const { result, rerender } = renderHook(() => useSecondsLeft(deadline));
    act(() => jest.advanceTimersByTime(3_000));
    expect(result.current).toBe(0);
    deadline = Date.now() + 30_000;
    rerender();
    expect(result.current).toBe(30);
  });
});
