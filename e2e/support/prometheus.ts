// A real Prometheus (Debian's package, which `npm test` installs) scraping the run's shop's metrics listener every
// second, for observability.spec.ts; and its HTTP query API.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';

export interface RunningPrometheus {
  /** The value of each series an instant PromQL query answers, by the labels given. */
  query: (promql: string) => Promise<Array<{ labels: Record<string, string>; value: number }>>;
  stop: () => Promise<void>;
}

export async function startPrometheus(metricsUrl: string): Promise<RunningPrometheus> {
  const dir = mkdtempSync(path.join(tmpdir(), 'greencard-prometheus-'));
  const target = new URL(metricsUrl);
  writeFileSync(
    path.join(dir, 'prometheus.yml'),
    [
      'global: { scrape_interval: 1s }',
      'scrape_configs:',
      '  - job_name: shop',
      `    metrics_path: ${target.pathname}`,
      `    static_configs: [{ targets: ["${target.host}"] }]`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    PROMETHEUS,
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/-/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (attempt > 100 || child.exitCode !== null) {
      await stop();
      throw new Error(`Prometheus (${PROMETHEUS}) did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    stop,
    query: async (promql) => {
      const answer = (await (await fetch(`${url}/api/v1/query?query=${encodeURIComponent(promql)}`)).json()) as {
        status: string;
        error?: string;
        data?: { result: Array<{ metric: Record<string, string>; value: [number, string] }> };
      };
      if (answer.status !== 'success') throw new Error(`${promql}: ${answer.error}`);
      return (answer.data?.result ?? []).map(({ metric, value }) => ({ labels: metric, value: Number(value[1]) }));
    },
  };
}
