// docker/compose.yaml starts each service once what it needs is healthy (docs/deployment.md): every service has a
// health check, its own in the compose file or its image's HEALTHCHECK, and every dependency waits for it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseRegistry } from '../shell/server/registry/registry';
import { dockerfileInstructions } from './dockerfileInstructions';
import { firstRegistry } from './firstRegistry';

interface Service {
  image?: string;
  ports?: string[];
  build?: { dockerfile?: string; args?: Record<string, string> };
  environment?: Record<string, string>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

const compose = parse(readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const stepFolders = readdirSync(root).filter((name) => name.startsWith('mf-'));

/** The HEALTHCHECK of the Dockerfile a service is built from: the one building its image, for a service that reuses it. */
function imageHealthcheck(service: Service): string | undefined {
  const builder = service.build
    ? service
    : services.find(([, other]) => other.build && other.image === service.image)?.[1];
  if (!builder?.build?.dockerfile) return undefined;
  return dockerfileInstructions(builder.build.dockerfile).find(({ keyword }) => keyword === 'HEALTHCHECK')?.args;
}

describe('docker/compose.yaml', () => {
  it('has the services the shop runs on', () => {
    expect(services.map(([name]) => name)).toEqual(
      expect.arrayContaining(['sandbox', 'redis', 'shell-1', 'shell-2', 'edge', 'mf-calculator', 'mf-payment']),
    );
  });

  it.each(services)('gives %s a health check, in the compose file or in its image', (_name, service) => {
    if (service.healthcheck) {
      expect(service.healthcheck.disable).not.toBe(true);
      expect(service.healthcheck.test?.[0]).toMatch(/^CMD(-SHELL)?$/);
    } else {
      expect(imageHealthcheck(service)).toMatch(/\bCMD\b/);
    }
  });

  it.each(services.filter(([, service]) => service.depends_on))(
    'starts %s once what it depends on is healthy',
    (_name, service) => {
      expect(Array.isArray(service.depends_on)).toBe(false);
      const conditions = Object.values(service.depends_on as Record<string, { condition?: string }>);
      expect(conditions.length).toBeGreaterThan(0);
      for (const dependency of conditions) expect(dependency.condition).toBe('service_healthy');
    },
  );

  it('runs the edge nginx as an unprivileged user, as the step images do', () => {
    expect(compose.services.edge?.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
  });

  it('pins every public image by its exact version (a digest may follow), on maintained lines', () => {
    const built = new Set(services.flatMap(([, { build, image }]) => (build && image ? [image] : [])));
    const pulled = Object.fromEntries(
      services.flatMap(([name, { build, image }]) => (build || !image || built.has(image) ? [] : [[name, image]])),
    );
    for (const image of Object.values(pulled))
      expect(image).toMatch(/^[a-z0-9./-]+:v?\d+\.\d+\.\d+(-[a-z0-9.]+)?(@sha256:[0-9a-f]{64})?$/);
    // Prometheus 3, Grafana 12, nginx's stable line (an even minor: 1.30 since April 2026), Redis 8.
    expect(pulled).toEqual({
      redis: expect.stringMatching(/^redis:8\.\d+\.\d+-alpine\b/),
      edge: expect.stringMatching(/^nginxinc\/nginx-unprivileged:1\.(30|3[2-9])\.\d+-alpine\b/),
      prometheus: expect.stringMatching(/^prom\/prometheus:v3\.\d+\.\d+\b/),
      grafana: expect.stringMatching(/^grafana\/grafana:12\.\d+\.\d+\b/),
    });
  });

  it("publishes only what buyers' browsers load beyond this machine: the edge and the step servers", () => {
    const published = services.flatMap(([name, { ports = [] }]) =>
      ports.filter((port) => !port.startsWith('127.0.0.1:')).map(() => name),
    );
    expect(published.sort()).toEqual(['edge', 'mf-calculator', 'mf-confirm', 'mf-contract', 'mf-payment', 'mf-points']);
    // The sandbox's provider pages are opened by a browser on this machine; its QA pages (the codes sent) reach no one else.
    expect(compose.services.sandbox?.ports).toEqual(['127.0.0.1:8090:8090']);
  });

  it("seeds a first registry the server reads: each step of this repository with its own routes.json and step.json, on its image's origin and build", () => {
    const shell = compose.services['shell-1'] as Service;
    // What compose gives the build: ${BUILD_ID:-compose} is "compose" unless the operator sets BUILD_ID.
    const buildId = (args: Record<string, string> = {}) => args.BUILD_ID?.replace(/^\$\{BUILD_ID:-(.*)\}$/, '$1');
    const env = { STEP_ORIGINS: shell.build?.args?.STEP_ORIGINS, BUILD_ID: buildId(shell.build?.args) };
    expect(env.STEP_ORIGINS).toBe(shell.environment?.STEP_ORIGINS);
    const { registry, journey } = parseRegistry(JSON.stringify(firstRegistry(env)));
    expect(journey.map(({ step }) => `mf-${step}`).sort()).toEqual(stepFolders.sort());
    for (const { step } of journey) {
      const folder = `mf-${step}`;
      const remote = compose.services[folder] as Service;
      // The origin buyers load the step from is the port its server is published on; the build, the one it publishes.
      const version = (JSON.parse(read(`${folder}/version.json`)) as { version: string }).version;
      expect(registry[step]?.manifest).toBe(
        `http://localhost:${remote.ports?.[0]?.split(':')[0]}/${version}+${buildId(remote.build?.args)}/mf-manifest.json`,
      );
      expect(registry[step]?.routes).toEqual(JSON.parse(read(`${folder}/routes.json`)));
      const declared = JSON.parse(read(`${folder}/step.json`)) as { journey: unknown; calls: unknown; uses?: unknown };
      expect(registry[step]?.journey).toEqual(declared.journey);
      expect(registry[step]?.calls).toEqual(declared.calls);
      expect(registry[step]?.uses).toEqual(declared.uses ?? []);
    }
  });
});
