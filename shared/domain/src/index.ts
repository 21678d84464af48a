// @greencard/domain: option lists, business constants, money and Kyiv-date helpers and the form rules.
// Pure functions only: no React, no DOM, no Node APIs.
export * from './locales';
export * from './options/option';
export * from './options/vehicleTypes';
export * from './options/areas';
export * from './options/periods';
export * from './options/customerCategories';
export * from './options/contractStates';
export * from './constants';
export * from './money/roundMoney';
export * from './money/formatPrice';
export * from './dates/isoDate';
export * from './dates/kyiv';
export * from './validation/types';
export * from './validation/required';
export * from './validation/vehicle';
export * from './validation/phone';
export * from './validation/code';
export * from './autoTitle';
export * from './errors';
