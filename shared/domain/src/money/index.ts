export { roundMoney, floorMoney } from './roundMoney';
export { formatPrice } from './formatPrice';
export { canPayInInstalments, instalmentMonthOptions, monthlyInstalment } from './instalments';
