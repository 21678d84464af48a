/** @jest-environment node */
// docker/: the Prometheus alert rules pass their promtool tests, and every query of the provisioned dashboard and of
// the alerts names metrics this server exports (docs/operations.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { insurerGauge } from '../health';
import { recordGauge } from '../releaseRecord/recordState';
import { createShopMetrics } from './metrics';

const DOCKER = path.resolve(__dirname, '../../../docker');
/** Debian's prometheus package, which scripts/test.mjs installs when missing. */
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

/** Every series name the server exports, a histogram's with its _bucket, _count and _sum. */
async function exportedSeries(): Promise<Set<string>> {
  const { registry } = createShopMetrics();
  // The release record's metrics join the registry when the server reads its record (app.ts).
  recordGauge(registry, () => ({ readable: true, losses: 0 }));
  // The insurer's reachability joins it with the health checks (health.ts).
  insurerGauge(registry, async () => true);
  const metrics = await registry.getMetricsAsJSON();
  const names = new Set<string>();
  for (const { name, type } of metrics) {
    names.add(name);
    if (String(type) === 'histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
  }
  return names;
}

/** The metric names in a PromQL expression: identifiers outside {...}, not functions, keywords or `by (...)` labels. */
function metricNamesIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const withoutMatchers = withoutStrings.replace(/\{[^}]*\}/g, '{}');
  const withoutGrouping = withoutMatchers.replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '');
  const withoutRanges = withoutGrouping.replace(/\[[^\]]*\]/g, '');
  const names: string[] = [];
  for (const match of withoutRanges.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)(\s*\()?/g)) {
    const [, name, call] = match;
    if (!name || call) continue;
    if (['and', 'or', 'unless', 'bool', 'offset', 'e', 'inf', 'nan'].includes(name.toLowerCase())) continue;
    names.push(name);
  }
  return names;
}

interface Panel {
  title: string;
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync(path.join(DOCKER, 'grafana/dashboards/shop.json'), 'utf8')) as {
  panels: Panel[];
};
const alertsFile = readFileSync(path.join(DOCKER, 'prometheus/alerts.yml'), 'utf8');
const alertExprs = [...alertsFile.matchAll(/expr: (?:\|\n((?:\s{10}.*\n)+)|(.+))/g)].map(([, block, line]) =>
  (block ?? line ?? '').trim(),
);
/** Each rule's name and its runbook_url, from the text of its own rule. */
const alertRules = alertsFile
  .split(/^ {6}- alert: /m)
  .slice(1)
  .map((rule) => ({ name: rule.split('\n', 1)[0]?.trim(), runbook: /runbook_url: "([^"]*)"/.exec(rule)?.[1] }));
/** What Prometheus itself records of each target. */
const PROMETHEUS_SERIES = new Set(['up']);

/** The anchors of a Markdown document's headings, as GitHub makes them. */
const anchorsOf = (markdown: string) =>
  new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      (heading ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9 _-]/g, '')
        .replace(/ /g, '-'),
    ),
  );

describe('the dashboard and the alerts', () => {
  it('finds metric names in PromQL', () => {
    expect(
      metricNamesIn('histogram_quantile(0.95, sum by (le, call) (rate(shop_x_bucket{call=~"a|b"}[5m]))) / on(job) up'),
    ).toEqual(['shop_x_bucket', 'up']);
  });

  it.each(dashboard.panels.map((panel) => [panel.title, panel] as const))(
    'panel "%s" queries only metrics the server exports',
    async (_title, panel) => {
      const exported = await exportedSeries();
      expect(panel.targets?.length).toBeGreaterThan(0);
      for (const { expr } of panel.targets ?? []) {
        const names = metricNamesIn(expr);
        expect(names.length).toBeGreaterThan(0);
        expect(names.filter((name) => !exported.has(name))).toEqual([]);
      }
    },
  );

  it('alerts on metrics the server exports', async () => {
    const exported = await exportedSeries();
    expect(alertExprs).toHaveLength(alertRules.length);
    for (const expr of alertExprs)
      expect(metricNamesIn(expr).filter((name) => !exported.has(name) && !PROMETHEUS_SERIES.has(name))).toEqual([]);
  });

  it("gives every alert a runbook_url into its own section of docs/operations.md's runbook", () => {
    const operations = readFileSync(path.resolve(DOCKER, '../docs/operations.md'), 'utf8');
    const runbook = operations.slice(operations.indexOf('## 7. Runbook'));
    const sections = anchorsOf(runbook);
    expect(alertRules.length).toBeGreaterThan(10);
    for (const { name, runbook: url } of alertRules) {
      expect({ name, url }).toEqual({ name, url: `docs/operations.md#${name?.toLowerCase()}` });
      expect({ name, section: sections.has(String(name).toLowerCase()) }).toEqual({ name, section: true });
      // The alert's table row says when it fires.
      expect(operations).toContain(`| \`${name}\` |`);
    }
  });

  it('has promtool cases for every alert', () => {
    const tests = readFileSync(path.join(DOCKER, 'prometheus/alerts.test.yml'), 'utf8');
    for (const { name } of alertRules) expect(tests).toContain(`alertname: ${name}\n`);
  });

  it('passes promtool: the configuration, the rules and their tests', () => {
    const promtool = (...args: string[]) =>
      execFileSync(PROMTOOL, args, { cwd: path.join(DOCKER, 'prometheus'), encoding: 'utf8' });
    expect(promtool('check', 'config', 'prometheus.yml')).toContain('SUCCESS');
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });
});
