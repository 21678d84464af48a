import { act, renderHook, screen } from '@testing-library/react';
import { MIN_LOADING_DISPLAY_MS } from '@greencard/domain';
import { renderWithI18n } from '../testing/renderWithI18n';
import { Loading, useMinimumDisplay } from './Loading';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useMinimumDisplay', () => {
  it('uses the spec minimum of 200 ms by default', () => {
    expect(MIN_LOADING_DISPLAY_MS).toBe(200);
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(199));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('shows at once when loading starts', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
  });

  it('hides at once when it was shown long enough', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), {
      initialProps: { active: true },
    });
    act(() => jest.advanceTimersByTime(500));
    rerender({ active: false });
    expect(result.current).toBe(false);
  });

  it('keeps showing while loading resumes within the hold', () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDisplay(active, 200), {
      initialProps: { active: true },
    });
    rerender({ active: false });
    act(() => jest.advanceTimersByTime(100));
    rerender({ active: true });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });
});

describe('Loading', () => {
  it('shows a status with the loading text by default (as a Suspense fallback)', () => {
    renderWithI18n(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('takes its own label', () => {
    renderWithI18n(<Loading label="Searching offers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching offers');
  });

  it('stays at least 200 ms after a quick load, keeping its place when idle', () => {
    const { rerender } = renderWithI18n(<Loading active />);
    rerender(<Loading active={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
