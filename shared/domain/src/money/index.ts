export { roundMoney, floorMoney } from './roundMoney';
export { formatPrice } from './formatPrice';
export { canPayInInstalments, monthlyInstalment } from './instalments';
