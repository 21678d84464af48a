// The shop server's environment variables: each one's type, rule and default, in one JSON schema that env-schema checks
// and converts them with. `.env.example` at the repository's root lists the same variables with the same defaults and
// says what each means (a test keeps the two alike); config.ts turns the values into the server's config.
import { readFileSync } from 'node:fs';
import envSchema from 'env-schema';
import { DRAFT_DIALECTS } from '@greencard/api';

const text = (fallback: string) => ({ type: 'string', default: fallback }) as const;
const optional = { type: 'string' } as const;
const oneOf = <T extends string>(values: readonly T[], fallback: T) =>
  ({ type: 'string', enum: values, default: fallback }) as const;
/** A count or a duration: any number from 0 (a limit of 0 refuses every call it counts). */
const amount = (fallback: number) => ({ type: 'number', minimum: 0, default: fallback }) as const;
/** A whole number of at least 1 (the SMS challenge's sizes: a 0 would make no work, or no challenge at all). */
const positive = (fallback: number) => ({ type: 'integer', minimum: 1, default: fallback }) as const;
const optionalPort = { type: 'integer', minimum: 0, maximum: 65535 } as const;
const port = (fallback: number) => ({ ...optionalPort, default: fallback }) as const;
const flag = oneOf(['false', 'true', '0', '1'], 'false');

export const SHOP_VARIABLES = {
  NODE_ENV: optional,
  HOST: text('127.0.0.1'),
  PORT: port(8080),
  SHELL_DIST_DIR: optional,
  REGISTRY_FILE: optional,
  REMOTE_OVERRIDE_ORIGINS: optional,
  REMOTE_SERVER_ORIGINS: optional,
  STEP_ORIGINS: optional,
  INSURER_API_URL: optional,
  COM_TOKEN: optional,
  DRAFT_DIALECT: oneOf(DRAFT_DIALECTS, 'snake'),
  SESSION_SECRET: optional,
  LOYALTY_LINK_KEY: optional,
  PUBLIC_ORIGIN: optional,
  BEHIND_TLS: flag,
  TRUST_PROXY: text('false'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  CODE_RATE_LIMIT_PER_MINUTE: amount(30),
  LOYALTY_RATE_LIMIT_PER_MINUTE: amount(30),
  DRAFT_RATE_LIMIT_PER_MINUTE: amount(20),
  SMS_PER_SESSION_PHONE_10MIN: amount(3),
  SMS_PER_PHONE_10MIN: amount(5),
  SMS_PER_PHONE_DAY: amount(30),
  SMS_PER_OWNER_DAY: amount(10),
  SMS_PER_SESSION_HOUR: amount(6),
  SMS_PER_CLIENT_HOUR: amount(200),
  SMS_PER_COUNTRY_HOUR: amount(20),
  SMS_PER_HOUR: amount(2000),
  SMS_CHALLENGE_COST: positive(2000),
  SMS_CHALLENGE_MAX_COUNTER: positive(100),
  PAYMENTS_PER_CONTRACT_HOUR: amount(10),
  PAYMENTS_PER_SESSION_HOUR: amount(20),
  DOCUMENTS_PER_SESSION_10MIN: amount(20),
  DOCUMENTS_PER_CLIENT_10MIN: amount(60),
  DOCUMENTS_PER_MINUTE: amount(120),
  PAGE_REPORT_RATE_LIMIT_PER_MINUTE: amount(60),
  REDIS_URL: optional,
  BODY_LIMIT_BYTES: amount(32 * 1024),
  MAX_EVENT_LOOP_DELAY_MS: amount(1000),
  INSURER_TIMEOUT_MS: amount(15_000),
  METRICS_PORT: port(9464),
  METRICS_HOST: text('127.0.0.1'),
  RELEASE_PORT: optionalPort,
  RELEASE_HOST: text('127.0.0.1'),
  RELEASE_TEAMS_FILE: optional,
  OTEL_EXPORTER_OTLP_ENDPOINT: optional,
  OTEL_SERVICE_NAME: text('greencard-shop'),
  CANARY_TICK_MS: positive(15_000),
  CANARY_BUYERS_PER_MINUTE: amount(3),
} as const;

/** The secrets, which a deployment may give as files instead: NAME_FILE (the Docker and Kubernetes convention). */
export const SHOP_SECRETS = ['COM_TOKEN', 'SESSION_SECRET', 'LOYALTY_LINK_KEY', 'REDIS_URL'] as const;

type ValueOf<V> = V extends { type: 'number' | 'integer' }
  ? number
  : V extends { enum: readonly (infer T)[] }
    ? T
    : string;
/** What env-schema gives back: every variable converted, the ones with a default always there. */
export type ShopEnvironment = {
  -readonly [K in keyof typeof SHOP_VARIABLES]: (typeof SHOP_VARIABLES)[K] extends { default: unknown }
    ? ValueOf<(typeof SHOP_VARIABLES)[K]>
    : ValueOf<(typeof SHOP_VARIABLES)[K]> | undefined;
};

/** What messageOf reads of one of env-schema's (Ajv's) errors: which variable, its rule's message and values. */
interface SchemaError {
  instancePath: string;
  message?: string;
  params: { allowedValues?: readonly string[] };
}

/** "PORT must be <= 65535, not 70000": the variable, what its schema wants, and what it was given. */
function messageOf(error: SchemaError, env: NodeJS.ProcessEnv): string {
  const name = error.instancePath.slice(1);
  const allowed = error.params.allowedValues ? ` (${error.params.allowedValues.join(', ')})` : '';
  return `${name} ${error.message ?? 'is wrong'}${allowed}, not ${env[name]}`;
}

/**
 * The schema as one object, made once: Ajv compiles a schema once per object (a server made anew, as tests make
 * hundreds, would otherwise compile it each time: a tenth of a second). Compiling it, Ajv refuses a schema JSON Schema
 * does not allow (a wrong type, an unknown keyword), so every server's start checks it.
 */
const SCHEMA = { type: 'object', properties: SHOP_VARIABLES };

/**
 * The shop's variables in `env`, checked and converted (numbers as numbers, defaults filled in). An empty value is an
 * unset one, as a `.env` line `NAME=` means. Each secret may come from the file NAME_FILE names. Anything else in
 * `env` is left out.
 */
export function readEnvironment(env: NodeJS.ProcessEnv): ShopEnvironment {
  const given = Object.fromEntries(
    Object.keys(SHOP_VARIABLES).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  // A secret's file is read once, here, its content trimmed (a file ends with a newline); given both ways, it is refused.
  for (const name of SHOP_SECRETS.filter((secret) => env[`${secret}_FILE`])) {
    if (env[name]) throw new Error(`${name} and ${name}_FILE are both set: set one of them`);
    try {
      given[name] = readFileSync(env[`${name}_FILE`] as string, 'utf8').trim();
    } catch (error) {
      throw new Error(`${name}_FILE cannot be read: ${(error as Error).message}`);
    }
  }
  try {
    return envSchema<ShopEnvironment>({ schema: SCHEMA, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: SchemaError[] }).errors;
    if (!errors) throw error;
    throw new Error(errors.map((found) => messageOf(found, env)).join('; '));
  }
}
