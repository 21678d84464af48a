export { autoTitle } from './autoTitle';
