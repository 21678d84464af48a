// What the contract PDF says, in the buyer's language, apart from how it is drawn: the buyer's data as entered
// (names and address are Latin by rule; the registration place comes in the document's language).
import {
  AREAS,
  CONTRACT_STATES,
  DRAFT_DOCUMENT_TYPES,
  formatDate,
  formatPrice,
  PERIODS,
  toIsoDate,
  VEHICLE_TYPES,
  type Locale,
  type Localized,
} from '../insurer';
import type { Contract } from '../contracts/store';
import { CONTRACT_DOCUMENT_TEXT } from './contractDocumentText';

export interface ContractDocumentData {
  contract: Contract;
  /** The registration place ("Name, region") in the document's language, when the catalogue knows it. */
  place: string | undefined;
  paidByPoints: number;
}

export interface ContractDocumentContent {
  title: string;
  subject: string;
  heading: string;
  sections: Array<{ title: string; rows: Array<[label: string, value: string]> }>;
  disclaimer: string;
}

const optionLabel = (
  options: ReadonlyArray<{ value: string; label: Localized }>,
  value: string,
  lang: Locale,
): string => options.find((o) => o.value === value)?.label[lang] ?? value;

/** Draft dates come as YYYY-MM-DD or dd.mm.yyyy, depending on the draft's reading; printed as dd.mm.yyyy. */
const printedDate = (value: string | null): string => {
  if (!value) return '';
  const iso = toIsoDate(value);
  return iso ? formatDate(iso) : value;
};

const joined = (parts: Array<string | null | undefined>, separator: string): string =>
  parts.filter(Boolean).join(separator);

export function contractDocumentContent(
  { contract, place, paidByPoints }: ContractDocumentData,
  lang: Locale,
): ContractDocumentContent {
  const text = CONTRACT_DOCUMENT_TEXT[lang];
  const { labels, values } = text;
  const draft = contract.draft;
  const document = draft.document;
  return {
    title: text.title(contract.number),
    subject: text.subject,
    heading: text.heading(contract.number),
    sections: [
      {
        title: text.sections.contract,
        rows: [
          [labels.number, contract.number],
          [labels.date, formatDate(contract.draftDate)],
          [labels.state, optionLabel(CONTRACT_STATES, contract.state, lang)],
          [labels.policy, contract.policyNumber ?? values.policyPending],
          [
            labels.cover,
            values.cover(
              formatDate(contract.startDate),
              formatDate(contract.endDate),
              optionLabel(PERIODS, contract.period, lang),
            ),
          ],
          [labels.area, optionLabel(AREAS, contract.area, lang)],
        ],
      },
      {
        title: text.sections.holder,
        rows: [
          [labels.name, contract.holder],
          [labels.birthday, printedDate(draft.birthday)],
          [labels.taxNumber, contract.inn ?? values.noTaxNumber],
          [labels.documentType, optionLabel(DRAFT_DOCUMENT_TYPES, document.type, lang)],
          [labels.documentNumber, joined([document.series, document.number], ' ') || '-'],
          [labels.documentIssued, joined([document.issuedBy, printedDate(document.date)], ', ') || '-'],
          [labels.address, draft.address],
          [labels.registrationPlace, place ?? String(draft.registrationPlace)],
          [labels.phone, contract.phone],
          [labels.email, contract.email],
        ],
      },
      {
        title: text.sections.vehicle,
        rows: [
          [labels.vehicleType, optionLabel(VEHICLE_TYPES, contract.vehicleType, lang)],
          [labels.stateNumber, contract.stateNumber],
          [labels.bodyNumber, draft.vehicle.bodyNumber ?? '-'],
          [labels.makeModel, joined([draft.vehicle.autoMaker, draft.vehicle.autoModel], ' ') || '-'],
          [labels.year, draft.vehicle.year],
        ],
      },
      {
        title: text.sections.payment,
        rows: [
          [labels.premium, formatPrice(contract.premium)],
          [labels.paidByPoints, formatPrice(paidByPoints)],
          [labels.paidOnline, contract.paidOnline === null ? values.notPaid : formatPrice(contract.paidOnline)],
        ],
      },
    ],
    disclaimer: text.disclaimer,
  };
}
