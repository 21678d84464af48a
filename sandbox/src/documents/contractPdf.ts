// The contract document (GET /order/show): a one-page PDF with the contract's data. The standard PDF fonts have
// no Cyrillic, and the contract's personal data are Latin by rule (names as in the international passport), so
// the document is in English and any other text is transliterated.
import { AREAS, formatDate, PERIODS, toIsoDate, VEHICLE_TYPES } from '@greencard/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { COMPANY_NAME } from '../company/data/company';
import type { Contract } from '../contracts/store';
import { transliterate } from '../reference/transliterate';

export interface ContractDocumentData {
  contract: Contract;
  place: string | undefined;
  paidByPoints: number;
}

const label = <T extends string>(options: ReadonlyArray<{ value: T; label: { en: string } }>, value: string): string =>
  options.find((o) => o.value === value)?.label.en ?? value;

/** Keeps only what the standard fonts can draw (WinAnsi), transliterating Ukrainian first. */
const printable = (text: string): string => transliterate(text).replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const money = (n: number): string => `${n.toFixed(2)} UAH`;

export async function contractPdf({ contract, place, paidByPoints }: ContractDocumentData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Green Card contract ${contract.number}`);
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject('International motor third-party liability insurance (Green Card)');
  doc.setCreationDate(new Date(contract.createdAt));
  const page = doc.addPage([595.28, 841.89]); // A4
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (p: PDFPage, value: string, x: number, size: number, font: PDFFont) =>
    p.drawText(printable(value), { x, y, size, font, color: rgb(0.1, 0.12, 0.14) });

  text(page, COMPANY_NAME, 50, 12, bold);
  y -= 28;
  text(page, `Green Card insurance contract ${contract.number}`, 50, 18, bold);
  y -= 18;
  text(page, 'International motor third-party liability insurance', 50, 10, regular);
  y -= 28;

  const draft = contract.draft;
  const doc_ = draft.document;
  const sections: Array<[string, Array<[string, string]>]> = [
    [
      'Contract',
      [
        ['Contract number', contract.number],
        ['Date', formatDate(contract.draftDate)],
        ['State', contract.state],
        ['Policy number', contract.policyNumber ?? 'issued after payment'],
        ['Cover', `${formatDate(contract.startDate)} to ${formatDate(contract.endDate)} (${label(PERIODS, contract.period)})`],
        ['Area', label(AREAS, contract.area)],
      ],
    ],
    [
      'Policyholder',
      [
        ['Name', contract.holder],
        ['Date of birth', formatDate(toIsoDate(draft.birthday) ?? draft.birthday)],
        ['Tax number', contract.inn ?? 'none (declined)'],
        ['Document', [doc_.type, doc_.series, doc_.number].filter(Boolean).join(' ')],
        ['Issued', [doc_.issuedBy, doc_.date].filter(Boolean).join(', ')],
        ['Address', draft.address],
        ['Registration place', place ?? String(draft.registrationPlace)],
        ['Phone', contract.phone],
        ['E-mail', contract.email],
      ],
    ],
    [
      'Vehicle',
      [
        ['Type', label(VEHICLE_TYPES, contract.vehicleType)],
        ['State number', contract.stateNumber],
        ['Body number (VIN)', draft.vehicle.bodyNumber],
        ['Make and model', [draft.vehicle.autoMaker, draft.vehicle.autoModel].filter(Boolean).join(' ') || '-'],
        ['Year', draft.vehicle.year],
      ],
    ],
    [
      'Payment',
      [
        ['Premium', money(contract.premium)],
        ['Paid with loyalty points', money(paidByPoints)],
        ['Paid online', contract.paidOnline === null ? 'not paid yet' : money(contract.paidOnline)],
      ],
    ],
  ];
  for (const [title, rows] of sections) {
    text(page, title, 50, 12, bold);
    y -= 18;
    for (const [name, value] of rows) {
      text(page, name, 60, 10, regular);
      text(page, value, 220, 10, regular);
      y -= 15;
    }
    y -= 12;
  }
  text(page, 'This document was issued by the Green Card sandbox insurer for testing; it is not an insurance policy.', 50, 8, regular);
  return doc.save();
}
