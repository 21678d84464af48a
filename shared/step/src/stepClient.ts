import { createInsurerClient, type InsurerClient } from '@greencard/api';
import type { ShopConfig } from './config';

/**
 * The step's own insurer client, made once where the step is mounted. The API package is built into each step, so
 * the client is too; its base URL comes from the shop config here, once, and no call passes it again.
 */
export function createStepClient(config: ShopConfig): InsurerClient {
  return createInsurerClient({ baseURL: config.apiBaseUrl });
}
