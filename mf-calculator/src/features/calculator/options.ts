// The fixed option lists of @greencard/domain in the buyer's language, as the ui widgets take them.
import { AREAS, PERIODS, VEHICLE_TYPES, type Locale, type Option } from '@greencard/domain';
import type { ChoiceOption } from '@greencard/ui';

function localizedOptions<V extends string>(options: readonly Option<V>[], locale: Locale): ChoiceOption<V>[] {
  return options.map((option) => ({ value: option.value, label: option.label[locale] }));
}

/** The name of one value of an option list, or the value itself when the list does not know it. */
export function optionLabel<V extends string>(options: readonly Option<V>[], value: V, locale: Locale): string {
  return options.find((option) => option.value === value)?.label[locale] ?? value;
}

export const vehicleTypeOptions = (locale: Locale) => localizedOptions(VEHICLE_TYPES, locale);
export const areaOptions = (locale: Locale) => localizedOptions(AREAS, locale);
export const periodOptions = (locale: Locale) => localizedOptions(PERIODS, locale);
