export { sortProducts, type SortOrder } from './sortProducts';
export { autoTitle } from './autoTitle';
