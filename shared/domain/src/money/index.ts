export { roundMoney, floorMoney } from './roundMoney';
export { formatPrice } from './formatPrice';
export { maxRedeemablePoints } from './points';
export { canPayInInstalments, instalmentMonthOptions, monthlyInstalment } from './instalments';
