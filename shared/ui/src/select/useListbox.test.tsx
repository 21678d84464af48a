import { act, renderHook } from '@testing-library/react';
import { stepIndex } from './listNavigation';
import { useListbox } from './useListbox';

const CITIES = [
  { value: 1, label: 'Kyiv, Kyiv City' },
  { value: 2, label: 'Bilhorod-Dnistrovskyi, Odesa Oblast' },
];

describe('useListbox', () => {
  it('has no active option in a list shown again: Down after Escape enters it at its first option', () => {
    const { result, rerender } = renderHook(({ shown }) => useListbox('city', CITIES, shown, jest.fn()), {
      initialProps: { shown: true },
    });
    act(() => result.current.setActive(stepIndex(CITIES, result.current.active, 1)));
    expect(result.current.active).toBe(0);
    // Escape hides the list; the buyer presses Down again, which shows it and moves on from the active option.
    rerender({ shown: false });
    act(() => result.current.setActive(stepIndex(CITIES, result.current.active, 1)));
    rerender({ shown: true });
    expect(result.current.active).toBe(0);
  });
});
