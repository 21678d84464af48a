// The contract and vehicle summary kept under form_contract (rules §3), so that later steps and the result pages
// can show what is being bought after a reload.
import type { DraftInput } from '@greencard/api';
import { autoTitle, coverageEnd, normalizeBodyNumber, normalizeStateNumber } from '@greencard/domain';
import type { ContractSummary, JourneyProduct } from '@greencard/store';

export function contractSummary(input: DraftInput, product: JourneyProduct, contractNumber: string): ContractSummary {
  const { person, vehicle } = input;
  return {
    contractNumber,
    insuredName: [person.surname, person.name, person.patronymic].filter((part) => part !== '').join(' '),
    startDate: input.startDate,
    endDate: coverageEnd(input.startDate, input.period),
    premium: product.discountedPayment,
    vehicle: {
      autoType: input.vehicleType,
      title: autoTitle(vehicle.autoMaker, vehicle.autoModel),
      stateNumber: normalizeStateNumber(vehicle.stateNumber),
      bodyNumber: normalizeBodyNumber(vehicle.bodyNumber),
      year: String(vehicle.year),
    },
  };
}
