import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readEnvironment, type ShopEnvironment } from './environment';
import { originOf, parseStepOrigins } from '@greencard/release/stepOrigins';
import { parseOverrideOrigins, parseServerOrigins } from './overrideOrigins';
import { readSecretList } from './secrets/deploymentSecrets';

function releaseListenerOf(values: ShopEnvironment) {
  if (values.RELEASE_PORT === undefined) return undefined;
  if ([values.PORT, values.METRICS_PORT].includes(values.RELEASE_PORT))
    throw new Error('RELEASE_PORT must be a port of its own, not PORT or METRICS_PORT');
  if (!values.RELEASE_TEAMS_FILE)
    throw new Error("RELEASE_PORT needs RELEASE_TEAMS_FILE: the teams and their credentials' hashes");
  return { host: values.RELEASE_HOST, port: values.RELEASE_PORT, teamsFile: path.resolve(values.RELEASE_TEAMS_FILE) };
}

function metricsListenerOf(values: ShopEnvironment, off: boolean) {
  if (off) return undefined;
  if (values.METRICS_PORT === values.PORT) throw new Error("METRICS_PORT must not be the buyers' PORT");
  return { host: values.METRICS_HOST, port: values.METRICS_PORT };
}

/** An http(s) origin: scheme, host and port only, as a browser writes it in Origin (a default port left out). */
function publicOriginOf(given: string | undefined, host: string, port: number): string {
  const value = given?.trim();
  if (value) return originOf(value, 'PUBLIC_ORIGIN');
  // A local run is reached where it listens (a wildcard address by loopback).
  const browsable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return new URL(`http://${browsable}:${port}`).origin;
}

/**
 * The shop server's configuration from its environment variables (`.env.example` says what each means). Without
 * SESSION_SECRET a random key is made at start, and without PUBLIC_ORIGIN the address the server listens on: fine for
 * one local process, refused in production, as are the sandbox's insurer address and token.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, baseDir: string) {
  // METRICS_PORT=off turns the metrics listener off: the schema then sees it unset (RELEASE_PORT has no default).
  const metricsOff = env.METRICS_PORT === 'off';
  const values = readEnvironment(metricsOff ? { ...env, METRICS_PORT: undefined } : env);
  const distDir = path.resolve(values.SHELL_DIST_DIR ?? path.join(baseDir, '..', 'dist'));
  // Every docker image sets it: a deployment must not start with a key or an address anyone could have guessed.
  const production = values.NODE_ENV === 'production';
  const { HOST: host, PORT: port } = values;
  /** A deployment's own setting, which it must set: elsewhere the caller's default (the sandbox's, as npm start runs it). */
  const ownSetting = (name: 'INSURER_API_URL' | 'COM_TOKEN' | 'PUBLIC_ORIGIN' | 'STEP_ORIGINS', what: string) => {
    if (production && !values[name]?.trim()) throw new Error(`${name} must be set with NODE_ENV=production: ${what}`);
    return values[name];
  };
  const insurers = "the insurer's, not the sandbox's";
  return {
    host,
    port,
    distDir,
    registryFile: path.resolve(values.REGISTRY_FILE ?? path.join(distDir, 'registry.json')),
    overrideOrigins: parseOverrideOrigins(values.REMOTE_OVERRIDE_ORIGINS),
    serverOrigins: parseServerOrigins(values.REMOTE_SERVER_ORIGINS),
    insurerApiUrl: (ownSetting('INSURER_API_URL', insurers) ?? 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    comToken: ownSetting('COM_TOKEN', insurers) ?? 'sandbox-token',
    draftDialect: values.DRAFT_DIALECT,
    sessionSecrets: readSecretList('SESSION_SECRET', values.SESSION_SECRET, { production, required: true }) ?? [
      randomBytes(32).toString('base64url'),
    ],
    loyaltyLinkKeys: readSecretList('LOYALTY_LINK_KEY', values.LOYALTY_LINK_KEY, { production, required: false }) ?? [],
    // Payment return addresses must be on it: configured, never read from Host or X-Forwarded-Host, which a client writes.
    publicOrigin: publicOriginOf(
      ownSetting('PUBLIC_ORIGIN', 'the address buyers open, such as https://shop.example.com'),
      host,
      port,
    ),
    // Without it a shop outside production allows this machine's origins.
    stepOrigins: parseStepOrigins(
      ownSetting('STEP_ORIGINS', "each step's origins, such as points=https://steps.example.com"),
    ),
    behindTls: values.BEHIND_TLS === 'true' || values.BEHIND_TLS === '1',
    trustProxy: values.TRUST_PROXY === 'false' ? false : values.TRUST_PROXY === 'true' || values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    limits: {
      codesPerMinute: values.CODE_RATE_LIMIT_PER_MINUTE,
      loyaltyPerMinute: values.LOYALTY_RATE_LIMIT_PER_MINUTE,
      draftsPerMinute: values.DRAFT_RATE_LIMIT_PER_MINUTE,
    },
    smsBudgets: {
      perSessionPhone: values.SMS_PER_SESSION_PHONE_10MIN,
      perPhone: values.SMS_PER_PHONE_10MIN,
      perPhoneDay: values.SMS_PER_PHONE_DAY,
      perOwnerDay: values.SMS_PER_OWNER_DAY,
      perSession: values.SMS_PER_SESSION_HOUR,
      perClient: values.SMS_PER_CLIENT_HOUR,
      perCountry: values.SMS_PER_COUNTRY_HOUR,
      perHour: values.SMS_PER_HOUR,
    },
    smsChallenge: { cost: values.SMS_CHALLENGE_COST, maxCounter: values.SMS_CHALLENGE_MAX_COUNTER },
    costlyCalls: {
      paymentsPerContract: values.PAYMENTS_PER_CONTRACT_HOUR,
      paymentsPerSession: values.PAYMENTS_PER_SESSION_HOUR,
      documentsPerSession: values.DOCUMENTS_PER_SESSION_10MIN,
      documentsPerClient: values.DOCUMENTS_PER_CLIENT_10MIN,
      documentsPerMinute: values.DOCUMENTS_PER_MINUTE,
    },
    redisUrl: values.REDIS_URL,
    bodyLimit: values.BODY_LIMIT_BYTES,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    insurerTimeoutMs: values.INSURER_TIMEOUT_MS,
    pageReportsPerMinute: values.PAGE_REPORT_RATE_LIMIT_PER_MINUTE,
    metrics: metricsListenerOf(values, metricsOff),
    release: releaseListenerOf(values),
    canary: {
      tickMs: values.CANARY_TICK_MS,
      buyersPerMinute: values.CANARY_BUYERS_PER_MINUTE,
    },
  };
}

export type ShellServerConfig = ReturnType<typeof readServerConfig>;
