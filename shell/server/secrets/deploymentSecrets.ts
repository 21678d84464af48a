// The keys a deployment must keep to itself: the session cookie's (SESSION_SECRET) and the loyalty partner links'
// (LOYALTY_LINK_KEY). In production (NODE_ENV=production, as every docker image sets) a key anyone could know is
// refused at start: one that is short, or one of the values written in this repository (docs/shop-server.md).
import { listOf } from '@greencard/release/stepOrigins';
import { REPOSITORY_SECRETS } from './repositorySecrets';

/** HMAC-SHA256 keys shorter than this are guessable in practice. */
export const MIN_SECRET_LENGTH = 32;

const MAKE_ONE = 'make one with `openssl rand -base64 48`';

/**
 * A comma-separated list of keys from the environment, each checked; undefined when the variable is unset or empty.
 * `production` adds the checks a deployment needs: the variable must be set, and no key may be a repository value.
 */
export function readSecretList(
  name: string,
  value: string | undefined,
  { production, required }: { production: boolean; required: boolean },
): string[] | undefined {
  const keys = listOf(value);
  if (!keys.length) {
    if (production && required) throw new Error(`${name} must be set with NODE_ENV=production (${MAKE_ONE})`);
    return undefined;
  }
  if (keys.some((key) => key.length < MIN_SECRET_LENGTH))
    throw new Error(`${name}: every key must have at least ${MIN_SECRET_LENGTH} characters`);
  if (production && keys.some(isRepositorySecret)) {
    throw new Error(
      `${name}: a key written in the repository (an example or a test key) protects nothing in production; ${MAKE_ONE}`,
    );
  }
  return keys;
}

export const isRepositorySecret = (key: string): boolean => REPOSITORY_SECRETS.includes(key.trim());
