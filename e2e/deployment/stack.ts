// docker/compose.yaml started with podman-compose on the images of images.ts (docs/deployment.md, "The deployment
// test"). podman-compose 1.0.3 (Debian 12's) starts services in the order of depends_on but does not wait for a
// condition, and podman runs no health checks of its own without systemd: so each service is started once those it
// depends on answer their health checks (`podman healthcheck run`), which is what `condition: service_healthy` asks.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CACHE, COMPOSE_FILE, LOCAL_COMPOSE_FILE, ROOT, podmanEnv, readCompose } from './images';

const PROJECT = 'greencard';
export const EDGE_URL = 'http://localhost:8080';
export const SANDBOX_URL = 'http://localhost:8090';
export const RELEASE_URL = 'http://127.0.0.1:9470';
const LOGS_FILE = path.join(ROOT, 'e2e', 'test-results', 'deployment-logs.txt');
const TEAMS_FILE = path.join(CACHE, 'release-teams.json');

/** The container of a service (podman-compose's name for its first). */
export const container = (service: string) => `${PROJECT}_${service}_1`;

/** What the compose file requires of the operator: fresh keys for this run, the edge's address, the teams file. */
export function stackEnv(): Record<string, string> {
  const key = () => randomBytes(48).toString('base64');
  return {
    SESSION_SECRET: key(),
    EASYPAY_SECRET: key(),
    PORTMONE_SECRET: key(),
    BANK_SECRET: key(),
    CARDLAB_SECRET: key(),
    // Optional: the test turns the signed loyalty links on.
    LOYALTY_LINK_KEY: key(),
    PUBLIC_ORIGIN: EDGE_URL,
    RELEASE_TEAMS_FILE: TEAMS_FILE,
  };
}

/** The compose file's own variables come from the test's environment (globalSetup sets them once per run). */
export function compose(args: string[]): string {
  return execFileSync(
    'nice',
    ['-n', '15', 'podman-compose', '-p', PROJECT, '-f', COMPOSE_FILE, '-f', LOCAL_COMPOSE_FILE, ...args],
    { cwd: ROOT, env: podmanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 },
  );
}

export function podman(args: string[]): string {
  return execFileSync('podman', args, { env: podmanEnv(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Whether the service's health check passes now. */
export function healthy(service: string): boolean {
  try {
    podman(['healthcheck', 'run', container(service)]);
    return true;
  } catch {
    return false;
  }
}

export async function waitHealthy(services: string[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting = services;
  while (waiting.length > 0) {
    waiting = waiting.filter((service) => !healthy(service));
    if (waiting.length === 0) return;
    const exited = waiting.filter(
      (service) => podman(['inspect', '--format', '{{.State.Status}}', container(service)]).trim() === 'exited',
    );
    if (exited.length > 0) throw new Error(`exited before it was healthy: ${exited.join(', ')}`);
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${waiting.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The services in the order compose starts them: each after every service it depends on. */
function startOrder(runnable: string[]): string[][] {
  const { services } = readCompose();
  const needs = (name: string): string[] => {
    const dependsOn = (services[name] as { depends_on?: string[] | Record<string, unknown> }).depends_on ?? [];
    return Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
  };
  const waves: string[][] = [];
  const started = new Set<string>();
  while (started.size < runnable.length) {
    const wave = runnable.filter((name) => !started.has(name) && needs(name).every((other) => started.has(other)));
    if (wave.length === 0) throw new Error(`cannot start ${runnable.filter((name) => !started.has(name)).join(', ')}`);
    wave.forEach((name) => started.add(name));
    waves.push(wave);
  }
  return waves;
}

/** A team's credential for the release service, its hash in a fresh teams file. */
export function issueCredential(team: string, steps: string[]): string {
  rmSync(TEAMS_FILE, { force: true });
  const printed = execFileSync(
    'node',
    ['scripts/releaseTeams.mjs', 'issue', team, '--steps', steps.join(','), '--teams-file', TEAMS_FILE],
    { cwd: ROOT, encoding: 'utf8' },
  );
  // The shop server runs as the image's user node, not as the file's owner.
  chmodSync(TEAMS_FILE, 0o644);
  return printed.trim().split('\n').at(-1) as string;
}

/**
 * Starts every runnable service, wave by wave, each once the ones it depends on are healthy; the release record is
 * seeded (as docker/compose.yaml tells the operator) once Redis is up, before the first shop server starts.
 */
export async function startStack(runnable: string[]): Promise<void> {
  for (const wave of startOrder(runnable)) {
    if (wave.includes('shell-1')) {
      compose(['run', '--rm', '--no-deps', 'shell-1', 'node', 'dist-server/server.js', '--seed-record']);
    }
    compose(['up', '-d', '--no-build', '--no-deps', ...wave]);
    await waitHealthy(wave);
  }
}

/** Every container's log of the stack, by container name. */
export function containerLogs(): Map<string, string> {
  const names = podman(['ps', '-a', '--filter', `label=io.podman.compose.project=${PROJECT}`, '--format', '{{.Names}}'])
    .trim()
    .split('\n')
    .filter(Boolean);
  return new Map(
    names.map((name) => {
      try {
        return [name, execFileSync('podman', ['logs', name], { env: podmanEnv(), encoding: 'utf8', stdio: 'pipe' })];
      } catch (error) {
        return [name, String(error)];
      }
    }),
  );
}

/** Every container's log, one after the other, into e2e/test-results/deployment-logs.txt. */
export function saveLogs(): void {
  mkdirSync(path.dirname(LOGS_FILE), { recursive: true });
  rmSync(LOGS_FILE, { force: true });
  for (const [name, log] of containerLogs()) appendFileSync(LOGS_FILE, `===== ${name}\n${log}\n`);
}

/** Stops and removes the stack with its volumes: the next run starts from nothing, as a fresh deployment does. */
export function stopStack(): void {
  try {
    compose(['down', '-v']);
  } catch (error) {
    console.error(`[deployment] compose down: ${String(error)}`);
  }
}
