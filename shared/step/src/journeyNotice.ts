import type { Locale } from '@greencard/domain';
import { localizePath, navigate } from '@greencard/i18n';

/** Why a buyer was sent back to the start; the shell shows common:notices.<reason> on the home page. */
export type JourneyNotice = 'noProduct' | 'noDraft' | 'notSigned';

const NOTICE_KEY = 'journey_notice';
const NOTICES: readonly JourneyNotice[] = ['noProduct', 'noDraft', 'notSigned'];

/**
 * A buyer who opens a step without what it needs (no offer chosen, no draft, not signed: e.g. an old bookmark)
 * goes back to the calculator with a message, instead of seeing a broken screen. The page that sent them is
 * replaced in history: Back from the calculator must not land on it and be sent forward again.
 */
export function redirectToStart(reason: JourneyNotice, locale: Locale, storage: Storage = window.sessionStorage) {
  try {
    storage.setItem(NOTICE_KEY, reason);
  } catch {
    // Without storage the buyer still lands on the start, only without the explanation.
  }
  navigate(localizePath('/', locale), { replace: true });
}

/** Reads the notice once: it is shown on the page the buyer was sent to and not again. */
export function takeJourneyNotice(storage: Storage = window.sessionStorage): JourneyNotice | null {
  try {
    const value = storage.getItem(NOTICE_KEY);
    storage.removeItem(NOTICE_KEY);
    return NOTICES.find((n) => n === value) ?? null;
  } catch {
    return null;
  }
}
