/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readServerConfig } from './config';
import { REPOSITORY_SECRETS } from './secrets/repositorySecrets';

describe('server config', () => {
  it('defaults to the sandbox on 127.0.0.1 with the sandbox token, the snake dialect and no proxy trusted', () => {
    const config = readServerConfig({}, '/app/dist-server');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      insurerApiUrl: 'http://127.0.0.1:8090',
      comToken: 'sandbox-token',
      draftDialect: 'snake',
      distDir: '/app/dist',
      registryFile: '/app/dist/registry.json',
      overrideOrigins: [],
      behindTls: false,
      trustProxy: false,
      limits: { codesPerMinute: 30, loyaltyPerMinute: 30, draftsPerMinute: 20 },
      bodyLimit: 32 * 1024,
      maxEventLoopDelayMs: 1000,
      loyaltyLinkKeys: [],
      publicOrigin: 'http://127.0.0.1:8080',
    });
    expect(config.sessionSecrets).toHaveLength(1);
    expect(readServerConfig({}, '/x').sessionSecrets).not.toEqual(config.sessionSecrets);
  });

  it('reads the deployment settings', () => {
    const config = readServerConfig(
      {
        SESSION_SECRET: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
        BEHIND_TLS: 'true',
        TRUST_PROXY: '10.0.0.0/8',
        DRAFT_RATE_LIMIT_PER_MINUTE: '3',
        REMOTE_OVERRIDE_ORIGINS: 'https://builds.example.com',
      },
      '/x',
    );
    expect(config).toMatchObject({
      sessionSecrets: ['a'.repeat(32), 'b'.repeat(32)],
      behindTls: true,
      trustProxy: '10.0.0.0/8',
      overrideOrigins: ['https://builds.example.com'],
    });
    expect(config.limits.draftsPerMinute).toBe(3);
  });

  it.each([
    [{ DRAFT_DIALECT: 'kebab' }, 'DRAFT_DIALECT must be equal to one of the allowed values (snake, camel), not kebab'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: every key must have at least 32 characters'],
    [{ CODE_RATE_LIMIT_PER_MINUTE: 'many' }, 'CODE_RATE_LIMIT_PER_MINUTE must be number, not many'],
    [{ INSURER_TIMEOUT_MS: '-1' }, 'INSURER_TIMEOUT_MS must be >= 0, not -1'],
    [{ PORT: '70000' }, 'PORT must be <= 65535, not 70000'],
    [{ PORT: '80.5' }, 'PORT must be integer, not 80.5'],
    [{ BEHIND_TLS: 'yes' }, 'BEHIND_TLS must be equal to one of the allowed values (false, true, 0, 1), not yes'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be equal to one of the allowed values (fatal, error, warn, info, debug, trace, silent), not loud',
    ],
    [{ REMOTE_OVERRIDE_ORIGINS: 'https://builds.example.com/payment' }, 'not an origin'],
  ])('refuses %p, saying which variable wants what', (env, message) => {
    expect(() => readServerConfig(env, '/x')).toThrow(message);
  });

  it('names every wrong variable at once', () => {
    expect(() => readServerConfig({ PORT: 'x', SMS_PER_HOUR: '-5' }, '/x')).toThrow(
      'PORT must be integer, not x; SMS_PER_HOUR must be >= 0, not -5',
    );
  });

  it('takes an empty value for the default, as a .env line NAME= means, and reads nothing but its own variables', () => {
    const config = readServerConfig(
      { PORT: '', CODE_RATE_LIMIT_PER_MINUTE: '', DRAFT_DIALECT: '', LOG_LEVEL: '', UNRELATED: 'x' },
      '/x',
    );
    expect(config).toMatchObject({
      port: 8080,
      draftDialect: 'snake',
      logLevel: 'info',
      limits: { codesPerMinute: 30 },
    });
  });

  it('turns numbers into numbers and flags into booleans', () => {
    const config = readServerConfig(
      { PORT: '8100', BODY_LIMIT_BYTES: '1e4', BEHIND_TLS: '1', LOG_LEVEL: 'warn' },
      '/x',
    );
    expect(config).toMatchObject({
      port: 8100,
      bodyLimit: 10_000,
      behindTls: true,
      logLevel: 'warn',
      publicOrigin: 'http://127.0.0.1:8100',
    });
    expect(readServerConfig({ BEHIND_TLS: 'false' }, '/x').behindTls).toBe(false);
  });

  it('looks at the canaries every 15 s, counting 3 new buyers an address a minute, by default', () => {
    expect(readServerConfig({}, '/x').canary).toEqual({ tickMs: 15_000, buyersPerMinute: 3 });
    expect(readServerConfig({ CANARY_TICK_MS: '500', CANARY_BUYERS_PER_MINUTE: '50' }, '/x').canary).toEqual({
      tickMs: 500,
      buyersPerMinute: 50,
    });
    expect(() => readServerConfig({ CANARY_TICK_MS: '0' }, '/x')).toThrow('CANARY_TICK_MS');
  });
});

describe('in production (NODE_ENV=production, every docker image)', () => {
  const key = () => randomBytes(36).toString('base64url');
  const production = (env: NodeJS.ProcessEnv = {}) => ({
    NODE_ENV: 'production',
    SESSION_SECRET: key(),
    PUBLIC_ORIGIN: 'https://shop.example.com',
    STEP_ORIGINS: 'points=https://steps.example.com',
    INSURER_API_URL: 'https://api.insurer.example',
    COM_TOKEN: 'partner-token-of-the-insurer',
    ...env,
  });

  it("takes every secret from a file instead (a Docker or Kubernetes secret), the insurer's from its own", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'greencard-secrets-'));
    const [session, link] = [key(), key()];
    const files = {
      COM_TOKEN: 'partner-token-from-a-file',
      SESSION_SECRET: session,
      LOYALTY_LINK_KEY: link,
      REDIS_URL: 'redis://:password-from-a-file@redis:6379',
    };
    for (const [name, value] of Object.entries(files)) writeFileSync(path.join(folder, name), `${value}\n`);
    const config = readServerConfig(
      production({
        ...Object.fromEntries(Object.keys(files).map((name) => [name, undefined])),
        ...Object.fromEntries(Object.keys(files).map((name) => [`${name}_FILE`, path.join(folder, name)])),
      }),
      '/x',
    );
    expect(config).toMatchObject({
      insurerApiUrl: 'https://api.insurer.example',
      comToken: 'partner-token-from-a-file',
      sessionSecrets: [session],
      loyaltyLinkKeys: [link],
      redisUrl: 'redis://:password-from-a-file@redis:6379',
    });
  });

  it('starts with keys of its own and its public origin', () => {
    const [session, link] = [key(), key()];
    const config = readServerConfig(
      production({ SESSION_SECRET: session, LOYALTY_LINK_KEY: link, PUBLIC_ORIGIN: 'https://shop.example.com/' }),
      '/x',
    );
    expect(config).toMatchObject({
      sessionSecrets: [session],
      loyaltyLinkKeys: [link],
      publicOrigin: 'https://shop.example.com',
    });
  });

  it.each([
    ['no SESSION_SECRET', { SESSION_SECRET: undefined }, /SESSION_SECRET must be set/],
    ['an empty SESSION_SECRET', { SESSION_SECRET: ' , ' }, /SESSION_SECRET must be set/],
    ['a short key', { SESSION_SECRET: 'x'.repeat(31) }, /at least 32/],
    ['a short key among good ones', { SESSION_SECRET: `${'k'.repeat(40)},short` }, /at least 32/],
    [
      'a short loyalty link key',
      { LOYALTY_LINK_KEY: 'programme-key' },
      /LOYALTY_LINK_KEY: every key must have at least 32/,
    ],
    ['no PUBLIC_ORIGIN', { PUBLIC_ORIGIN: undefined }, /PUBLIC_ORIGIN must be set/],
    ['no COM_TOKEN', { COM_TOKEN: undefined }, /^COM_TOKEN must be set with NODE_ENV=production/],
    ['no INSURER_API_URL', { INSURER_API_URL: '' }, /^INSURER_API_URL must be set with NODE_ENV=production/],
    [
      'a secret given both ways',
      { COM_TOKEN_FILE: '/run/secrets/com-token' },
      /COM_TOKEN and COM_TOKEN_FILE are both set/,
    ],
    ['no STEP_ORIGINS', { STEP_ORIGINS: undefined }, /STEP_ORIGINS must be set with NODE_ENV=production/],
    [
      'a PUBLIC_ORIGIN with a path',
      { PUBLIC_ORIGIN: 'https://shop.example.com/uk' },
      /PUBLIC_ORIGIN: .* not an origin/,
    ],
    [
      'a PUBLIC_ORIGIN of another scheme',
      { PUBLIC_ORIGIN: 'ftp://shop.example.com' },
      /PUBLIC_ORIGIN: .* not an origin/,
    ],
    ['a PUBLIC_ORIGIN that is no address', { PUBLIC_ORIGIN: 'shop.example.com' }, /PUBLIC_ORIGIN: .* not an origin/],
  ])('refuses to start with %s', (_what, env, message) => {
    expect(() => readServerConfig(production(env), '/x')).toThrow(message);
  });

  it.each(REPOSITORY_SECRETS)(
    'refuses %s, a key written in the repository, for the session and the loyalty links',
    (written) => {
      expect(() => readServerConfig(production({ SESSION_SECRET: written }), '/x')).toThrow(
        /written in the repository/,
      );
      expect(() => readServerConfig(production({ SESSION_SECRET: `${key()}, ${written}` }), '/x')).toThrow(
        /written in the repository/,
      );
      expect(() => readServerConfig(production({ LOYALTY_LINK_KEY: written }), '/x')).toThrow(
        /LOYALTY_LINK_KEY: a key written in the repository/,
      );
      // Outside production the tests and local runs use them.
      expect(readServerConfig({ SESSION_SECRET: written }, '/x').sessionSecrets).toEqual([written]);
    },
  );
});

describe('the SMS budgets and the shared store', () => {
  it("budget 3 messages per session and phone in ten minutes, strangers' 5 per phone in ten minutes and 30 a day, the owner's 10 a day, 6 per session, 200 per client, 20 per country, 2000 an hour; in memory", () => {
    const config = readServerConfig({}, '/srv');
    expect(config.smsBudgets).toEqual({
      perSessionPhone: 3,
      perPhone: 5,
      perPhoneDay: 30,
      perOwnerDay: 10,
      perSession: 6,
      perClient: 200,
      perCountry: 20,
      perHour: 2000,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('limits payments to 10 a contract and 20 a session an hour, documents to 20 a session in ten minutes', () => {
    expect(readServerConfig({}, '/srv').costlyCalls).toEqual({
      paymentsPerContract: 10,
      paymentsPerSession: 20,
      documentsPerSession: 20,
      documentsPerClient: 60,
      documentsPerMinute: 120,
    });
    expect(readServerConfig({ PAYMENTS_PER_CONTRACT_HOUR: '3' }, '/srv').costlyCalls.paymentsPerContract).toBe(3);
  });

  it.each(['0', '1.5', '-1', 'many'])('refuses an SMS challenge that makes no work or no sense: %p', (value) => {
    expect(() => readServerConfig({ SMS_CHALLENGE_COST: value }, '/srv')).toThrow(/SMS_CHALLENGE_COST/);
    expect(() => readServerConfig({ SMS_CHALLENGE_MAX_COUNTER: value }, '/srv')).toThrow(/SMS_CHALLENGE_MAX_COUNTER/);
  });

  it('reads them from the environment, and Redis from REDIS_URL', () => {
    const config = readServerConfig(
      { SMS_PER_HOUR: '50', SMS_PER_COUNTRY_HOUR: '2', REDIS_URL: 'redis://redis:6379' },
      '/srv',
    );
    expect(config.smsBudgets).toMatchObject({ perHour: 50, perCountry: 2 });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(() => readServerConfig({ SMS_PER_HOUR: 'lots' }, '/srv')).toThrow(/SMS_PER_HOUR/);
  });
});

describe('the metrics listener', () => {
  it('runs the release service only with RELEASE_PORT, on a port of its own, and only with a teams file', () => {
    expect(readServerConfig({}, '/srv').release).toBeUndefined();
    expect(readServerConfig({ RELEASE_PORT: '9470', RELEASE_TEAMS_FILE: '/etc/teams.json' }, '/srv').release).toEqual({
      host: '127.0.0.1',
      port: 9470,
      teamsFile: '/etc/teams.json',
    });
    expect(() => readServerConfig({ RELEASE_PORT: '9470' }, '/srv')).toThrow(/RELEASE_TEAMS_FILE/);
    expect(() => readServerConfig({ PORT: '8080', RELEASE_PORT: '8080', RELEASE_TEAMS_FILE: '/t' }, '/srv')).toThrow(
      /a port of its own/,
    );
    expect(() => readServerConfig({ RELEASE_PORT: '9464', RELEASE_TEAMS_FILE: '/t' }, '/srv')).toThrow(
      /a port of its own/,
    );
  });

  it('listens on 127.0.0.1:9464 by default, elsewhere when told, and not at all with METRICS_PORT=off', () => {
    expect(readServerConfig({}, '/srv').metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(readServerConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }, '/srv').metrics).toEqual({
      host: '10.0.0.5',
      port: 9100,
    });
    expect(readServerConfig({ METRICS_PORT: 'off' }, '/srv').metrics).toBeUndefined();
  });

  it("is never the buyers' port", () => {
    expect(() => readServerConfig({ PORT: '8080', METRICS_PORT: '8080' }, '/srv')).toThrow(/METRICS_PORT/);
    expect(() => readServerConfig({ METRICS_PORT: '8080' }, '/srv')).toThrow(/METRICS_PORT/);
    expect(() => readServerConfig({ METRICS_PORT: 'of' }, '/srv')).toThrow('METRICS_PORT must be integer, not of');
  });
});

describe("each step's origins (STEP_ORIGINS)", () => {
  it('reads step=origin pairs, a step named once per origin, and allows no other origin for it', () => {
    const { stepOrigins } = readServerConfig(
      {
        STEP_ORIGINS:
          'points=https://steps.example.com, points=https://cdn.example.com:8443/,payment=https://pay.example',
      },
      '/x',
    );
    expect(stepOrigins.allows('points', 'https://cdn.example.com:8443')).toBe(true);
    expect(stepOrigins.allows('points', 'https://pay.example')).toBe(false);
    expect(stepOrigins.allows('calculator', 'https://steps.example.com')).toBe(false);
    expect(stepOrigins.of('points')).toBe('https://steps.example.com, https://cdn.example.com:8443');
  });

  it("allows this machine's origins outside production when unset, and nothing else", () => {
    const { stepOrigins } = readServerConfig({}, '/x');
    expect(stepOrigins.allows('points', 'http://127.0.0.1:8084')).toBe(true);
    expect(stepOrigins.allows('points', 'http://localhost:9999')).toBe(true);
    expect(stepOrigins.allows('points', 'http://127.0.0.99:5099')).toBe(false);
    expect(stepOrigins.allows('points', 'http://169.254.169.254')).toBe(false);
  });

  it.each([
    ['points', /"points" is not <step>=<origin>/],
    ['Points=https://x.example', /"Points=https:\/\/x.example" is not <step>=<origin>/],
    ['points=https://x.example/builds', /"https:\/\/x.example\/builds" is not an origin/],
    ['points=//x.example', /is not an origin/],
  ])('refuses %s, saying what it wants', (value, message) => {
    expect(() => readServerConfig({ STEP_ORIGINS: value }, '/x')).toThrow(message);
  });
});
