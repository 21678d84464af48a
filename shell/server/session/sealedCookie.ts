// The session cookie's value, sealed (docs/shop-server.md, section 2): AES-256-GCM under a key derived from each of
// the SESSION_SECRET keys with HKDF-SHA256. The first key seals and every key opens, so keys rotate without signing
// buyers out, and replicas that share SESSION_SECRET read each other's cookies. Whoever sees a cookie (the browser, a
// proxy's log) reads nothing of it, neither its contracts' numbers nor its loyalty customer, and a cookie changed in
// any way does not open. node:crypto's AEAD does it all; no native addon is needed.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
/** What the keys are for: a key derived for the cookie is no key of anything else derived from the same secret. */
const PURPOSE = 'greencard session cookie v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function cookieSealer(secrets: readonly string[]) {
  const keys = secrets.map((secret) => Buffer.from(hkdfSync('sha256', secret, '', PURPOSE, 32)));
  const [sealingKey] = keys;
  if (!sealingKey) throw new Error('The session cookie needs a key (SESSION_SECRET)');
  return {
    seal(value: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, sealingKey, iv);
      const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The value a cookie sealed with one of the keys holds; undefined for anything else. */
    open(text: string): string | undefined {
      const bytes = Buffer.from(text, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
      const iv = bytes.subarray(0, IV_BYTES);
      const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
      const sealed = bytes.subarray(IV_BYTES + TAG_BYTES);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv(ALGORITHM, key, iv);
          decipher.setAuthTag(tag);
          return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
        } catch {
          // Not this key's (or changed): the next key, if any.
        }
      }
      return undefined;
    },
  };
}
