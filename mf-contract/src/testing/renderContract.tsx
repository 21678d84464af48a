// Renders the contract step as the shell mounts it at /contract, with the API mocked at the module border.
import userEvent from '@testing-library/user-event';
import type { Api } from '@greencard/api';
import { addDays, formatDate, kyivToday, type Locale } from '@greencard/domain';
import { localizePath } from '@greencard/i18n';
import type { JourneyState } from '@greencard/store';
import { renderStep } from '@greencard/step/testing';
import { ContractStep } from '../ContractStep';
import { creationSlice } from '../features/creation/creationSlice';
import { saveFormSnapshot } from '../features/form/formSnapshot';
import type { ContractFormValues } from '../features/values/formValues';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { PRODUCT, SELECTION, validValues } from './fixtures';

export interface RenderContractOptions {
  api?: Partial<Api>;
  locale?: Locale;
  journey?: Partial<JourneyState>;
  /** The form as a previous visit left it (restored from its snapshot). */
  form?: ContractFormValues;
}

/** A valid form whose start date is valid today (the window moves with the calendar). */
export function validToday(overrides: Partial<ContractFormValues> = {}): ContractFormValues {
  return validValues({ dateFrom: formatDate(addDays(kyivToday(), 2)), ...overrides });
}

export function renderContract(options: RenderContractOptions = {}) {
  const locale = options.locale ?? 'en';
  window.history.pushState(null, '', localizePath('/contract', locale));
  if (options.form) saveFormSnapshot(options.form);
  const rendered = renderStep(<ContractStep />, {
    api: options.api,
    locale,
    journey: options.journey ?? { selection: SELECTION, product: PRODUCT },
    slices: [creationSlice],
    translations: { ns: 'contract', uk, en },
  });
  // These tests run on real timers (the searches' debounce included), so the user waits in real time too.
  return { ...rendered, user: userEvent.setup() };
}
