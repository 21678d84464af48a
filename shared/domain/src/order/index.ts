export { randomOrderNumber } from './randomOrderNumber';
