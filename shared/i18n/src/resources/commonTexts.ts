import { lazyTexts } from './textLoaders';

/** The `common` namespace, a chunk per language. */
export const commonTexts = lazyTexts({ uk: () => import('./uk'), en: () => import('./en') });
