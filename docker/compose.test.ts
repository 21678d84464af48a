// docker/compose.yaml starts each service once what it needs is healthy (docs/deployment.md): every service has a
// health check, its own in the compose file or its image's HEALTHCHECK, and every dependency waits for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dockerfileInstructions } from './dockerfileInstructions';

interface Service {
  image?: string;
  build?: { dockerfile?: string };
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition?: string }>;
}

const compose = parse(readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);

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
});
