import { createApi, type Api } from '@greencard/api';
import type { ShopConfig } from './config';

/**
 * The step's own API client, made once where the step is mounted. The API package is built into each step, so the
 * client is too; its settings come from the shop config here, once, and no call passes them again.
 */
export function createStepApi(config: ShopConfig): Api {
  return createApi({ baseURL: config.apiBaseUrl, draftDialect: config.draftDialect });
}
