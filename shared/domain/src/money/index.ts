export { roundMoney } from './roundMoney';
export { formatPrice } from './formatPrice';
