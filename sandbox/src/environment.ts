// The sandbox's environment variables: each one's type, rule and default, in one JSON schema that env-schema checks and
// converts them with. What each means: README.md, "Configuration", and `.env.example` at the repository's root, which
// lists them with the shop's (a test of the shop keeps the two alike).
import { readFileSync } from 'node:fs';
import envSchema from 'env-schema';
import { DEFAULT_SMS_LIMITS } from './codes/phoneLimit';

const text = (fallback: string) => ({ type: 'string', default: fallback }) as const;
const optional = { type: 'string' } as const;
const onOff = (fallback: '0' | '1') => ({ type: 'string', enum: ['0', '1'], default: fallback }) as const;
const positive = (fallback: number) => ({ type: 'integer', minimum: 1, default: fallback }) as const;

export const SANDBOX_VARIABLES = {
  NODE_ENV: optional,
  SANDBOX_HOST: text('127.0.0.1'),
  SANDBOX_PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 8090 },
  SANDBOX_TOKEN: text('sandbox-token'),
  SANDBOX_DATA_DIR: optional,
  SANDBOX_PUBLIC_URL: optional,
  SANDBOX_GTM_TAG: optional,
  SANDBOX_LOG: onOff('1'),
  SANDBOX_CARDLAB: onOff('0'),
  SANDBOX_SMS_PER_PHONE_10MIN: positive(DEFAULT_SMS_LIMITS.per10Minutes),
  SANDBOX_SMS_PER_PHONE_DAY: positive(DEFAULT_SMS_LIMITS.perDay),
  SANDBOX_SMS_PER_PHONE_ALL_DAY: positive(DEFAULT_SMS_LIMITS.perPhoneDay),
  LOYALTY_LINK_KEY: optional,
  // Their production rules (each given, long, none of the repository's) are payments/providerSecrets.ts's.
  EASYPAY_SECRET: optional,
  PORTMONE_SECRET: optional,
  BANK_SECRET: optional,
  CARDLAB_SECRET: optional,
} as const;

/** The secrets, which a deployment may give as files instead: NAME_FILE (the Docker and Kubernetes convention). */
export const SANDBOX_SECRETS = [
  'SANDBOX_TOKEN',
  'LOYALTY_LINK_KEY',
  'EASYPAY_SECRET',
  'PORTMONE_SECRET',
  'BANK_SECRET',
  'CARDLAB_SECRET',
] as const;

type ValueOf<V> = V extends { type: 'integer' } ? number : V extends { enum: readonly (infer T)[] } ? T : string;
type SandboxEnvironment = {
  -readonly [K in keyof typeof SANDBOX_VARIABLES]: (typeof SANDBOX_VARIABLES)[K] extends { default: unknown }
    ? ValueOf<(typeof SANDBOX_VARIABLES)[K]>
    : ValueOf<(typeof SANDBOX_VARIABLES)[K]> | undefined;
};

/** One of env-schema's (Ajv's) errors: which variable, which rule, and the rule's values. */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { allowedValues?: readonly string[] };
}

/** "SANDBOX_PORT must be <= 65535, not 70000": the variable, what its schema wants, and what it was given. */
function messageOf(error: SchemaError, env: NodeJS.ProcessEnv): string {
  const name = error.instancePath.slice(1);
  const allowed = error.params.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : '';
  return `${name} ${error.message ?? 'is wrong'}${allowed}, not ${env[name]}`;
}

/** The schema as one object, made once: Ajv compiles a schema once per object (a tenth of a second each time). */
const SCHEMA = { type: 'object', properties: SANDBOX_VARIABLES };

/**
 * The sandbox's variables in `env`, checked and converted; an empty value is an unset one. A secret may come from the
 * file NAME_FILE names, read once here and trimmed; given both ways, it is refused.
 */
export function readSandboxEnvironment(env: NodeJS.ProcessEnv): SandboxEnvironment {
  const given = Object.fromEntries(
    Object.keys(SANDBOX_VARIABLES).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  for (const name of SANDBOX_SECRETS.filter((secret) => env[`${secret}_FILE`])) {
    if (env[name]) throw new Error(`${name} and ${name}_FILE are both set: set one of them`);
    try {
      given[name] = readFileSync(env[`${name}_FILE`] as string, 'utf8').trim();
    } catch (error) {
      throw new Error(`${name}_FILE cannot be read: ${(error as Error).message}`);
    }
  }
  try {
    return envSchema<SandboxEnvironment>({ schema: SCHEMA, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    throw new Error(errors.map((found) => messageOf(found, env)).join('; '));
  }
}
