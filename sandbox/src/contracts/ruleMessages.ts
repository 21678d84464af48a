// What the insurer says, per field, when one of its rules fails (the shop shows its own texts).
import type { RuleName } from '../insurer';

export const RULE_MESSAGES: Readonly<Record<RuleName, string>> = {
  required: 'is required',
  onlyLatin: 'must be written in Latin letters',
  addressLatin: 'must be written in Latin',
  innInvalid: 'is not a valid tax number (check digit, or the birthday it encodes)',
  wrongStateNumber: 'is not a state number of the standard AA1234AA (an electric vehicle: AA1234YA, AA1234ZA)',
  wrongIndividualNumber: 'is not an individual number (3 to 8 letters and digits, the letters of one alphabet)',
  wrongNumberOf1995: 'is not a number of 1995 (five digits and two letters, 12345AA)',
  wrongNumberBefore1995: 'is not a number of before 1995 (a letter, four digits and two letters, А1234КИ)',
  wrongTransitNumber: 'is not a transit number (four digits and two letters, 1234AA)',
  wrongBodyNumber: 'is not a body number (5 to 17 letters and digits; a VIN has no I, O or Q)',
  phoneInvalid: 'is not a phone number (+380 and 9 digits, or an international number)',
  emailInvalid: 'is not an e-mail address',
  dateFormat: 'is not a date (YYYY-MM-DD)',
  startDate: 'the start date must be later than tomorrow and at most 30 days ahead (Kyiv time)',
  age: 'the insured person must be 18 to 100 years old',
  documentSeries: 'is not a series of this document type',
  documentNumber: 'is not a number of this document type',
  yearInvalid: 'is not a year from 1900 to the current year',
  numberInvalid: 'must be a whole number above zero',
  codeFormat: 'must be six digits',
  plainText: 'holds characters that do not print (control or format characters)',
};
