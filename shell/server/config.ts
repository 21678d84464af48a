import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DRAFT_DIALECTS, type DraftDialect } from '@greencard/api';
import type { CostlyCallLimits } from './limits/costlyCalls';
import type { SmsBudgets } from './limits/smsBudget';
import type { SmsChallengeSize } from './limits/smsChallenge';
import { parseOverrideOrigins, parseServerOrigins } from './overrideOrigins';
import { readSecretList } from './secrets/deploymentSecrets';

export interface AbuseLimits {
  /** Per client and minute: sending and checking one-time codes. */
  codesPerMinute: number;
  /** Per client and minute: loyalty balance, secrets and releases. */
  loyaltyPerMinute: number;
  /** Per client and minute: new drafts (each one may text a phone). */
  draftsPerMinute: number;
}

export interface ShellServerConfig {
  host: string;
  port: number;
  /** The built shell (index.html and its assets). */
  distDir: string;
  /** The remote registry: which build of each step module the page loads. Re-read on change: a release is an edit. */
  remotesFile: string;
  /** Where a team's test build of a step may be loaded from, in one browser only (`?override=`); none by default. */
  overrideOrigins: string[];
  /** Where the server loads a build whose registry origin it cannot reach itself (REMOTE_SERVER_ORIGINS); none by default. */
  serverOrigins: Map<string, string>;
  insurerApiUrl: string;
  /** The partner token. It is added to the insurer calls on this server and never leaves it. */
  comToken: string;
  draftDialect: DraftDialect;
  /**
   * Keys that sign the buyer's session cookie; the first signs, all verify (so a key can be rotated). Replicas behind
   * one balancer must share them. Without SESSION_SECRET a random key is made at start: fine for one local process,
   * refused in production.
   */
  sessionSecrets: string[];
  /**
   * Keys the loyalty programme signs its partner links with (the first is the current one; all verify). Without any,
   * no link makes a browser a loyalty customer.
   */
  loyaltyLinkKeys: string[];
  /**
   * The shop's address as buyers reach it (scheme, host, port): payment return addresses must be on it. Configured,
   * never read from Host or X-Forwarded-Host, which a client writes; required in production.
   */
  publicOrigin: string;
  /** Served over TLS (directly or by the balancer): the session cookie is Secure and HSTS is sent. */
  behindTls: boolean;
  /**
   * Which forwarding proxies to believe for the client address and scheme: false, true (all: only behind a balancer
   * that overwrites X-Forwarded-For), or their addresses and subnets ("loopback", "10.0.0.0/8, 10.1.2.3").
   */
  trustProxy: boolean | string;
  limits: AbuseLimits;
  /** What a session, a client, a destination country and the whole shop may have texted (docs/shop-server.md, section 3). */
  smsBudgets: SmsBudgets;
  /** The proof of work a page gives before it asks for a text message (docs/shop-server.md, section 3). */
  smsChallenge: SmsChallengeSize;
  /** Payments opened per contract and session, documents downloaded per session. */
  costlyCalls: CostlyCallLimits;
  /** Redis, shared by the replicas, for the rate limits, SMS budgets and sessions' contracts; memory without it. */
  redisUrl?: string;
  /** The largest request body accepted, in bytes: a draft is about 2 KB. */
  bodyLimit: number;
  /**
   * Past this event-loop delay (ms) the server answers 503 at once instead of queueing buyers behind a stalled loop;
   * 0 turns the check off (unit tests on a loaded machine).
   */
  maxEventLoopDelayMs: number;
  /** How long an insurer call may take before the buyer gets 504. */
  insurerTimeoutMs: number;
  /** Per client and minute: pages' reports of their vitals and problems (POST /page-reports). */
  pageReportsPerMinute: number;
  /** Where /metrics listens (never the buyers' port); undefined with METRICS_PORT=off: nothing is counted. */
  metrics?: { host: string; port: number };
  /**
   * The release service's listener (never the buyers' port) and the teams file it checks credentials against
   * (docs/step-release.md, "The release service"); undefined without RELEASE_PORT: the shop takes no releases itself.
   */
  release?: { host: string; port: number; teamsFile: string };
  /**
   * The canary (docs/step-release.md, "A release that watches itself"): how often it looks at the record, the time
   * buckets of its tally, and Prometheus to read the figures from instead of the tally (PROMETHEUS_URL).
   */
  canary: { tickMs: number; bucketMs: number; prometheusUrl?: string };
}

function releaseListenerOf(env: NodeJS.ProcessEnv): ShellServerConfig['release'] {
  if (!env.RELEASE_PORT || env.RELEASE_PORT === 'off') return undefined;
  const port = number(env.RELEASE_PORT, 0, 'RELEASE_PORT');
  if ([env.PORT ?? '8080', env.METRICS_PORT ?? '9464'].includes(String(port))) throw new Error('RELEASE_PORT must be a port of its own, not PORT or METRICS_PORT');
  if (!env.RELEASE_TEAMS_FILE) throw new Error("RELEASE_PORT needs RELEASE_TEAMS_FILE: the teams and their credentials' hashes");
  return { host: env.RELEASE_HOST ?? '127.0.0.1', port, teamsFile: path.resolve(env.RELEASE_TEAMS_FILE) };
}

function metricsListenerOf(env: NodeJS.ProcessEnv): ShellServerConfig['metrics'] {
  if (env.METRICS_PORT === 'off') return undefined;
  const port = number(env.METRICS_PORT, 9464, 'METRICS_PORT');
  if (env.PORT !== undefined && String(port) === env.PORT) throw new Error('METRICS_PORT must not be the buyers\' PORT');
  return { host: env.METRICS_HOST ?? '127.0.0.1', port };
}

const number = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, not ${value}`);
  return parsed;
};

/** A whole number of at least 1 (the challenge's sizes: a 0 would make no work, or no challenge at all). */
const positive = (value: string | undefined, fallback: number, name: string): number => {
  const parsed = number(value, fallback, name);
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not ${value}`);
  return parsed;
};

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
}

function sessionSecretsOf(env: NodeJS.ProcessEnv, production: boolean): string[] {
  return readSecretList('SESSION_SECRET', env.SESSION_SECRET, { production, required: true }) ?? [randomBytes(32).toString('base64url')];
}

/** An http(s) origin: scheme, host and port only, as a browser writes it in Origin (a default port left out). */
function publicOriginOf(env: NodeJS.ProcessEnv, production: boolean, host: string, port: number): string {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) {
    if (production) throw new Error('PUBLIC_ORIGIN must be set with NODE_ENV=production: the address buyers open, such as https://shop.example.com');
    // A local run is reached where it listens (a wildcard address by loopback).
    const browsable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return new URL(`http://${browsable}:${port}`).origin;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not an address: ${value}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin with no path, query or user, such as https://shop.example.com, not ${value}`);
  }
  return url.origin;
}

export function readServerConfig(env: NodeJS.ProcessEnv, baseDir: string): ShellServerConfig {
  const distDir = path.resolve(env.SHELL_DIST_DIR ?? path.join(baseDir, '..', 'dist'));
  const dialect = (env.DRAFT_DIALECT ?? 'snake') as DraftDialect;
  if (!DRAFT_DIALECTS.includes(dialect)) throw new Error(`DRAFT_DIALECT must be ${DRAFT_DIALECTS.join(' or ')}, not ${dialect}`);
  // Every docker image sets it: a deployment must not start with a key or an address anyone could have guessed.
  const production = env.NODE_ENV === 'production';
  const host = env.HOST ?? '127.0.0.1';
  const port = number(env.PORT, 8080, 'PORT');
  return {
    host,
    port,
    distDir,
    remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(distDir, 'remotes.json')),
    overrideOrigins: parseOverrideOrigins(env.REMOTE_OVERRIDE_ORIGINS),
    serverOrigins: parseServerOrigins(env.REMOTE_SERVER_ORIGINS),
    insurerApiUrl: (env.INSURER_API_URL ?? 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    comToken: env.COM_TOKEN ?? 'sandbox-token',
    draftDialect: dialect,
    sessionSecrets: sessionSecretsOf(env, production),
    loyaltyLinkKeys: readSecretList('LOYALTY_LINK_KEY', env.LOYALTY_LINK_KEY, { production, required: false }) ?? [],
    publicOrigin: publicOriginOf(env, production, host, port),
    behindTls: env.BEHIND_TLS === 'true' || env.BEHIND_TLS === '1',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    limits: {
      codesPerMinute: number(env.CODE_RATE_LIMIT_PER_MINUTE, 30, 'CODE_RATE_LIMIT_PER_MINUTE'),
      loyaltyPerMinute: number(env.LOYALTY_RATE_LIMIT_PER_MINUTE, 30, 'LOYALTY_RATE_LIMIT_PER_MINUTE'),
      draftsPerMinute: number(env.DRAFT_RATE_LIMIT_PER_MINUTE, 10, 'DRAFT_RATE_LIMIT_PER_MINUTE'),
    },
    smsBudgets: {
      perSessionPhone: number(env.SMS_PER_SESSION_PHONE_10MIN, 3, 'SMS_PER_SESSION_PHONE_10MIN'),
      perPhone: number(env.SMS_PER_PHONE_30MIN, 5, 'SMS_PER_PHONE_30MIN'),
      perPhoneDay: number(env.SMS_PER_PHONE_DAY, 40, 'SMS_PER_PHONE_DAY'),
      perSession: number(env.SMS_PER_SESSION_HOUR, 6, 'SMS_PER_SESSION_HOUR'),
      perClient: number(env.SMS_PER_CLIENT_HOUR, 20, 'SMS_PER_CLIENT_HOUR'),
      perCountry: number(env.SMS_PER_COUNTRY_HOUR, 20, 'SMS_PER_COUNTRY_HOUR'),
      perHour: number(env.SMS_PER_HOUR, 2000, 'SMS_PER_HOUR'),
    },
    smsChallenge: {
      cost: positive(env.SMS_CHALLENGE_COST, 2000, 'SMS_CHALLENGE_COST'),
      maxCounter: positive(env.SMS_CHALLENGE_MAX_COUNTER, 100, 'SMS_CHALLENGE_MAX_COUNTER'),
    },
    costlyCalls: {
      paymentsPerContract: number(env.PAYMENTS_PER_CONTRACT_HOUR, 10, 'PAYMENTS_PER_CONTRACT_HOUR'),
      paymentsPerSession: number(env.PAYMENTS_PER_SESSION_HOUR, 20, 'PAYMENTS_PER_SESSION_HOUR'),
      documentsPerSession: number(env.DOCUMENTS_PER_SESSION_10MIN, 20, 'DOCUMENTS_PER_SESSION_10MIN'),
    },
    ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
    bodyLimit: number(env.BODY_LIMIT_BYTES, 32 * 1024, 'BODY_LIMIT_BYTES'),
    maxEventLoopDelayMs: number(env.MAX_EVENT_LOOP_DELAY_MS, 1000, 'MAX_EVENT_LOOP_DELAY_MS'),
    insurerTimeoutMs: number(env.INSURER_TIMEOUT_MS, 15_000, 'INSURER_TIMEOUT_MS'),
    pageReportsPerMinute: number(env.PAGE_REPORT_RATE_LIMIT_PER_MINUTE, 60, 'PAGE_REPORT_RATE_LIMIT_PER_MINUTE'),
    ...(metricsListenerOf(env) ? { metrics: metricsListenerOf(env) } : {}),
    ...(releaseListenerOf(env) ? { release: releaseListenerOf(env) } : {}),
    canary: {
      tickMs: positive(env.CANARY_TICK_MS, 15_000, 'CANARY_TICK_MS'),
      bucketMs: positive(env.CANARY_BUCKET_MS, 60_000, 'CANARY_BUCKET_MS'),
      ...(env.PROMETHEUS_URL ? { prometheusUrl: env.PROMETHEUS_URL } : {}),
    },
  };
}
