// Test support only: the confirm step rendered as the shell mounts it, with its calls mocked at the module border.
import { act } from '@testing-library/react';
import type { Locale } from '@greencard/domain';
import type { JourneyState } from '@greencard/store';
import { answerCalls, JOURNEY_AT, renderStep, type CallFakes } from '@greencard/step/testing';
import { ConfirmStep } from '../ConfirmStep';
import * as checkCodeCall from '../features/code/checkCodeCall';
import * as sendCodeCall from '../features/code/sendCodeCall';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';

export const DRAFT = JOURNEY_AT.saved.draft;

/** 13:00 in Kyiv on a summer day (UTC+3): well before the cut-off. */
export const MIDDAY = new Date('2026-07-01T10:00:00.000Z');

export const serverTime = (now: Date | string) => () =>
  Promise.resolve({ now: new Date(now), timeZone: 'Europe/Kyiv' });

export const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

jest.mock('../features/code/checkCodeCall');
jest.mock('../features/code/sendCodeCall');

const CALLS = { ...checkCodeCall, ...sendCodeCall };

/** The step's calls as a test answers them, and the insurer's clock (GET /serverTime). */
type ConfirmApi = CallFakes<typeof CALLS> & {
  getServerTime?: () => Promise<{ now: Date; timeZone: string }>;
};

export interface RenderConfirmOptions {
  api?: ConfirmApi;
  journey?: Partial<JourneyState>;
  locale?: Locale;
}

/**
 * Opens /confirm (or /en/confirm) with a draft whose code went out 10 seconds ago, unless the test says otherwise.
 * The server's clock agrees with the buyer's unless the test gives getServerTime.
 */
export async function renderConfirm({ api = {}, journey = {}, locale = 'en' }: RenderConfirmOptions = {}) {
  const { getServerTime = serverTime(new Date(Date.now())), ...calls } = api;
  answerCalls(CALLS, calls);
  const rendered = renderStep(<ConfirmStep />, {
    path: '/confirm',
    arrival: 'load',
    serverTime: getServerTime,
    journey: { ...JOURNEY_AT.saved, codeSentAt: secondsAgo(10), ...journey },
    locale,
    translations: { ns: 'confirm', uk, en },
  });
  // Let the server time arrive, as it does before a buyer can act.
  await act(async () => {});
  return rendered;
}
