// How each provider signs (market facts): EasyPay Sign = base64(SHA256(secret + raw body)); Portmone and the
// bank use HMAC-SHA256 with the merchant's key (Portmone as upper-case hex, the bank as base64); CardLab, the invented
// provider of the tests, lower-case hex.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type Provider = 'easypay' | 'portmone' | 'instalments' | 'cardlab';
/** The providers every sandbox simulates; CardLab joins them only when switched on (SANDBOX_CARDLAB). */
export const PROVIDERS: readonly Provider[] = ['easypay', 'portmone', 'instalments'];

export interface ProviderSecrets {
  easypay: string;
  portmone: string;
  bank: string;
  cardlab: string;
}

export const easypaySign = (secret: string, rawBody: string): string =>
  createHash('sha256')
    .update(secret + rawBody, 'utf8')
    .digest('base64');

export const portmoneSign = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data, 'utf8').digest('hex').toUpperCase();

export const bankSign = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64');

export const cardlabSign = (secret: string, rawBody: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

export function sign(provider: Provider, secrets: ProviderSecrets, body: string): string {
  switch (provider) {
    case 'easypay':
      return easypaySign(secrets.easypay, body);
    case 'portmone':
      return portmoneSign(secrets.portmone, body);
    case 'cardlab':
      return cardlabSign(secrets.cardlab, body);
    default:
      return bankSign(secrets.bank, body);
  }
}

export function sameSignature(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
