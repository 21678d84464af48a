/** @jest-environment node */
import { readServerConfig } from './config';

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
      remotesFile: '/app/dist/remotes.json',
      overrideOrigins: [],
      behindTls: false,
      trustProxy: false,
      limits: { codesPerMinute: 30, loyaltyPerMinute: 30, draftsPerMinute: 10 },
      bodyLimit: 32 * 1024,
      maxEventLoopDelayMs: 1000,
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
    [{ DRAFT_DIALECT: 'kebab' }, /snake or camel/],
    [{ SESSION_SECRET: 'short' }, /at least 32/],
    [{ CODE_RATE_LIMIT_PER_MINUTE: 'many' }, /non-negative number/],
    [{ REMOTE_OVERRIDE_ORIGINS: 'https://builds.example.com/payment' }, /not an origin/],
  ])('refuses %p', (env, message) => {
    expect(() => readServerConfig(env, '/x')).toThrow(message);
  });
});

describe('the SMS budgets and the shared store', () => {
  it('budget 3 messages per session and phone, 6 per session, 20 per client and per country, 2000 an hour; in memory', () => {
    const config = readServerConfig({}, '/srv');
    expect(config.smsBudgets).toEqual({ perSessionPhone: 3, perSession: 6, perClient: 20, perCountry: 20, perHour: 2000 });
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads them from the environment, and Redis from REDIS_URL', () => {
    const config = readServerConfig({ SMS_PER_HOUR: '50', SMS_PER_COUNTRY_HOUR: '2', REDIS_URL: 'redis://redis:6379' }, '/srv');
    expect(config.smsBudgets).toMatchObject({ perHour: 50, perCountry: 2 });
    expect(config.redisUrl).toBe('redis://redis:6379');
    expect(() => readServerConfig({ SMS_PER_HOUR: 'lots' }, '/srv')).toThrow(/SMS_PER_HOUR/);
  });
});

describe('the metrics listener', () => {
  it('listens on 127.0.0.1:9464 by default, elsewhere when told, and not at all with METRICS_PORT=off', () => {
    expect(readServerConfig({}, '/srv').metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(readServerConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }, '/srv').metrics).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(readServerConfig({ METRICS_PORT: 'off' }, '/srv').metrics).toBeUndefined();
  });

  it("is never the buyers' port", () => {
    expect(() => readServerConfig({ PORT: '8080', METRICS_PORT: '8080' }, '/srv')).toThrow(/METRICS_PORT/);
  });
});
