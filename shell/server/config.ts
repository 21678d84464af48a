import path from 'node:path';

export interface ShellServerConfig {
  host: string;
  port: number;
  /** The built shell (index.html and its assets). */
  distDir: string;
  /** The remote registry: which build of each step module the page loads. Re-read on change: a release is an edit. */
  remotesFile: string;
  insurerApiUrl: string;
  /** The partner token. It is added by the proxy and never leaves this server. */
  comToken: string;
  draftDialect: 'snake' | 'camel';
  /** Requests per minute per client on the one-time-code and secret calls (DECISIONS 17). */
  codeRateLimitPerMinute: number;
}

export function readServerConfig(env: NodeJS.ProcessEnv, baseDir: string): ShellServerConfig {
  const distDir = path.resolve(env.SHELL_DIST_DIR ?? path.join(baseDir, '..', 'dist'));
  const dialect = env.DRAFT_DIALECT ?? 'snake';
  if (dialect !== 'snake' && dialect !== 'camel') throw new Error(`DRAFT_DIALECT must be snake or camel, not ${dialect}`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    distDir,
    remotesFile: path.resolve(env.REMOTES_FILE ?? path.join(distDir, 'remotes.json')),
    insurerApiUrl: (env.INSURER_API_URL ?? 'http://127.0.0.1:8090').replace(/\/+$/, ''),
    comToken: env.COM_TOKEN ?? 'sandbox-token',
    draftDialect: dialect,
    codeRateLimitPerMinute: Number(env.CODE_RATE_LIMIT_PER_MINUTE ?? 30),
  };
}
