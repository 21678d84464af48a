// Renders the contract step as the shell mounts it at /contract, with its calls mocked at the module border.
// contractCalls first: it mocks the call modules before the step's components import them.
import { CONTRACT_CALLS, type ContractApi } from './contractCalls';
import { formatDate, type Locale } from '@greencard/domain';
import { addDays, kyivToday } from '../features/calendar/calendar';
import type { JourneyState } from '@greencard/store';
import { answerCalls, JOURNEY_AT, renderStep, type RenderStepOptions } from '@greencard/step/testing';
import { ContractStep } from '../ContractStep';
import { creationSlice } from '../features/creation/creationSlice';
import { saveFormSnapshot } from '../features/form/formSnapshot';
import type { ContractFormValues } from '../features/values/formValues';
import { en } from '../i18n/en';
import { uk } from '../i18n/uk';
import { validValues } from './fixtures';

export interface RenderContractOptions {
  api?: ContractApi;
  locale?: Locale;
  journey?: Partial<JourneyState>;
  /** The form as a previous visit left it (restored from its snapshot). */
  form?: ContractFormValues;
  config?: RenderStepOptions['config'];
  /** How GET /serverTime answers (the insurer's clock); unanswered, the form goes by the buyer's clock. */
  serverTime?: RenderStepOptions['serverTime'];
}

/** A valid form whose start date is valid today (the window moves with the calendar). */
export function validToday(overrides: Partial<ContractFormValues> = {}): ContractFormValues {
  return validValues({ startDate: formatDate(addDays(kyivToday(), 2)), ...overrides });
}

export function renderContract(options: RenderContractOptions = {}) {
  const locale = options.locale ?? 'en';
  if (options.form) saveFormSnapshot(options.form);
  answerCalls(CONTRACT_CALLS, options.api);
  return renderStep(<ContractStep />, {
    path: '/contract',
    locale,
    journey: options.journey ?? JOURNEY_AT.chosen,
    slices: [creationSlice],
    translations: { ns: 'contract', uk, en },
    config: options.config,
    serverTime: options.serverTime,
  });
}
