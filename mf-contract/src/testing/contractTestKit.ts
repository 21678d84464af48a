// Queries and mocks the contract form tests share.
import { screen } from '@testing-library/react';
import type { DraftInput } from '../features/creation/DraftInput';

export const DRAFT = { id: 501, number: 'GC-000501', date: '2024-03-10' };

/** The three creation calls answering as the sandbox does; a test replaces the one it makes fail. */
export function creationApi(overrides: Record<string, jest.Mock> = {}) {
  return {
    saveDraft: jest.fn(async (_input: DraftInput) => DRAFT),
    changeStatus: jest.fn(async () => ({ number: '100200300' })),
    sendCode: jest.fn(async () => ({ sentAt: '2030-01-01T10:00:00+02:00', resendAfterSeconds: 30 })),
    ...overrides,
  };
}

/** What a screen reader reads after a control's name: its hint and its error. */
export function describedText(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The input a label names (a combobox's list carries the same label). */
export const control = (label: string): HTMLElement =>
  screen.queryByRole('combobox', { name: label }) ?? screen.getByLabelText(label);

export const submitButton = () => screen.getByRole('button', { name: 'Confirm and get the SMS code' });

/** Each test starts without what an earlier one left in storage. */
export function clearStorage(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
