// Where an electronic Green Card bought in Ukraine is valid, by coverage area.
//
// Source: the Council of Bureaux (cobx.org), list of the national bureaux that are members of the Green Card System.
// Taken out of that list:
//   - Russia and Belarus: suspended by the CoB General Assembly; cards already issued covered them until
//     29 June 2023 (notice of Halk Insurance, North Macedonia, halkinsurance.mk);
//   - Iran: membership suspended by the General Assembly of 8 June 2023, in force from 1 January 2024 (notice of
//     the National Insurance Bureau of North Macedonia, nibm.com.mk);
//   - Ukraine: the card is bought here and covers travel abroad (at home the compulsory motor insurance applies).
// Liechtenstein has no bureau of its own: the Swiss bureau covers it.
// Zone EUROPE is every member country; zone BMR (Belarus, Moldova, Russia before 2023) is now Moldova and Azerbaijan.
import type { Area, Localized } from '@greencard/domain';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: Localized;
}

export const MEMBER_COUNTRIES: readonly Country[] = [
  { code: 'AL', name: { uk: 'Албанія', en: 'Albania' } },
  { code: 'AD', name: { uk: 'Андорра', en: 'Andorra' } },
  { code: 'AT', name: { uk: 'Австрія', en: 'Austria' } },
  { code: 'AZ', name: { uk: 'Азербайджан', en: 'Azerbaijan' } },
  { code: 'BE', name: { uk: 'Бельгія', en: 'Belgium' } },
  { code: 'BA', name: { uk: 'Боснія і Герцеговина', en: 'Bosnia and Herzegovina' } },
  { code: 'BG', name: { uk: 'Болгарія', en: 'Bulgaria' } },
  { code: 'HR', name: { uk: 'Хорватія', en: 'Croatia' } },
  { code: 'CY', name: { uk: 'Кіпр', en: 'Cyprus' } },
  { code: 'CZ', name: { uk: 'Чехія', en: 'Czechia' } },
  { code: 'DK', name: { uk: 'Данія', en: 'Denmark' } },
  { code: 'EE', name: { uk: 'Естонія', en: 'Estonia' } },
  { code: 'FI', name: { uk: 'Фінляндія', en: 'Finland' } },
  { code: 'FR', name: { uk: 'Франція', en: 'France' } },
  { code: 'DE', name: { uk: 'Німеччина', en: 'Germany' } },
  { code: 'GR', name: { uk: 'Греція', en: 'Greece' } },
  { code: 'HU', name: { uk: 'Угорщина', en: 'Hungary' } },
  { code: 'IS', name: { uk: 'Ісландія', en: 'Iceland' } },
  { code: 'IE', name: { uk: 'Ірландія', en: 'Ireland' } },
  { code: 'IL', name: { uk: 'Ізраїль', en: 'Israel' } },
  { code: 'IT', name: { uk: 'Італія', en: 'Italy' } },
  { code: 'LV', name: { uk: 'Латвія', en: 'Latvia' } },
  { code: 'LI', name: { uk: 'Ліхтенштейн', en: 'Liechtenstein' } },
  { code: 'LT', name: { uk: 'Литва', en: 'Lithuania' } },
  { code: 'LU', name: { uk: 'Люксембург', en: 'Luxembourg' } },
  { code: 'MT', name: { uk: 'Мальта', en: 'Malta' } },
  { code: 'MD', name: { uk: 'Молдова', en: 'Moldova' } },
  { code: 'ME', name: { uk: 'Чорногорія', en: 'Montenegro' } },
  { code: 'MA', name: { uk: 'Марокко', en: 'Morocco' } },
  { code: 'NL', name: { uk: 'Нідерланди', en: 'Netherlands' } },
  { code: 'MK', name: { uk: 'Північна Македонія', en: 'North Macedonia' } },
  { code: 'NO', name: { uk: 'Норвегія', en: 'Norway' } },
  { code: 'PL', name: { uk: 'Польща', en: 'Poland' } },
  { code: 'PT', name: { uk: 'Португалія', en: 'Portugal' } },
  { code: 'RO', name: { uk: 'Румунія', en: 'Romania' } },
  { code: 'RS', name: { uk: 'Сербія', en: 'Serbia' } },
  { code: 'SK', name: { uk: 'Словаччина', en: 'Slovakia' } },
  { code: 'SI', name: { uk: 'Словенія', en: 'Slovenia' } },
  { code: 'ES', name: { uk: 'Іспанія', en: 'Spain' } },
  { code: 'SE', name: { uk: 'Швеція', en: 'Sweden' } },
  { code: 'CH', name: { uk: 'Швейцарія', en: 'Switzerland' } },
  { code: 'TN', name: { uk: 'Туніс', en: 'Tunisia' } },
  { code: 'TR', name: { uk: 'Туреччина', en: 'Türkiye' } },
  { code: 'GB', name: { uk: 'Велика Британія', en: 'United Kingdom' } },
];

/** The country the card is bought in: shown on the map for orientation, never as covered. */
export const HOME_COUNTRY: Country = { code: 'UA', name: { uk: 'Україна', en: 'Ukraine' } };

/** The former BMR zone since Russia and Belarus left the system. */
const BMR_CODES: readonly string[] = ['MD', 'AZ'];

/** The countries an area covers. */
export function coveredCountries(area: Area): readonly Country[] {
  return area === 'EUROPE' ? MEMBER_COUNTRIES : MEMBER_COUNTRIES.filter((country) => BMR_CODES.includes(country.code));
}
