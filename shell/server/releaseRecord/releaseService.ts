// The release service (docs/step-release.md, "The release service"): a deployed shop's releases, rollbacks,
// withdrawals and history over HTTP, on a listener of its own (RELEASE_PORT), never the buyers' port. Each request
// carries a team's credential, and a team changes only its own steps. The checks are the release's own
// (shared/release/release.js), run here, plus the shop server's parse of the whole registry it would run.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { Registry, ReleaseRecord } from '@greencard/release/record';
import { release, ReleaseRefused, rollback, withdraw } from '@greencard/release/release';
import type { StepOrigins } from '@greencard/release/stepOrigins';
import { STEP_NAME_PATTERN } from '@greencard/step-contract/stepName';
import { readTeams, teamOf, type Teams } from './teamCredentials';

export interface ReleaseServiceOptions {
  record: ReleaseRecord;
  /** The teams file: each team's steps and its credentials' hashes. */
  teamsFile: string;
  /** The shell build's mf-manifest.json, which a build is checked against. */
  shellManifestFile: string;
  /** Throws for a registry the shop server would refuse. */
  accept: (registry: Registry) => unknown;
  /** Where each step's builds may be served from (STEP_ORIGINS): a release naming another is refused, unfetched. */
  origins: StepOrigins;
  fetchImpl?: typeof fetch;
}

const VERSION = /^[0-9A-Za-z.+-]{1,64}$/;

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: { type: 'string', pattern: VERSION.source },
    origin: { type: 'string', pattern: '^https?://', maxLength: 2048 },
    share: { type: 'integer', minimum: 0, maximum: 100 },
    canary: { type: 'boolean' },
  },
} as const;

const stepParams = {
  type: 'object',
  properties: { step: { type: 'string', pattern: STEP_NAME_PATTERN } },
  required: ['step'],
} as const;

/** A refused change answers 422 with the release's reasons, as the command line prints them. */
async function answered(reply: FastifyReply, change: () => Promise<unknown>) {
  try {
    return reply.send(await change());
  } catch (error) {
    if (error instanceof ReleaseRefused) return reply.code(422).send({ message: error.message });
    throw error;
  }
}

export function releaseService({
  record,
  teamsFile,
  shellManifestFile,
  accept,
  origins,
  fetchImpl,
}: ReleaseServiceOptions): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  app.decorateRequest('team', '');
  app.addHook('onRequest', async (request, reply) => {
    const credential = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    let teams: Teams;
    try {
      teams = readTeams(teamsFile);
    } catch (error) {
      request.log.error(error);
      return reply.code(503).send({ message: 'The release service cannot read its teams file' });
    }
    const team = credential ? teamOf(teams, credential) : undefined;
    if (!team)
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: "A team's release credential is needed (Authorization: Bearer ...)" });
    request.team = team;
    const step = (request.params as { step?: string } | undefined)?.step;
    if (step !== undefined && !teams[team]?.steps.includes(step)) {
      return reply.code(403).send({
        message: `Team ${team} may not change ${step}: its steps are ${teams[team]?.steps.join(', ') || 'none'}`,
      });
    }
    return undefined;
  });

  app.get(
    '/history',
    { schema: { querystring: { type: 'object', properties: { step: { type: 'string' } } } } },
    async (request, reply) => {
      const { step } = request.query as { step?: string };
      let read;
      try {
        read = await record.historyRead();
      } catch {
        return reply.code(503).send({ message: 'The release history cannot be read now: try again once it is back' });
      }
      // A damaged line (a hand edit, a write cut short) is skipped and counted, never answered.
      const { entries, damaged } = read;
      return { history: entries.filter((entry) => !step || entry.step === step), damaged };
    },
  );
  // What a prune of the deployment's build store keeps (docs/step-release.md, "Builds that stay"), with the history.
  app.get('/registry', async (_request, reply) => {
    let snapshot;
    try {
      snapshot = await record.read();
    } catch {
      return reply.code(503).send({ message: 'The release record cannot be read now: try again once it is back' });
    }
    return { version: snapshot?.version ?? 0, registry: snapshot?.registry ?? {} };
  });
  app.post(
    '/steps/:step/release',
    { schema: { params: stepParams, body: { ...bodySchema, required: ['version'] } } },
    (request, reply) => {
      const { step } = request.params as { step: string };
      const { version, origin, share, canary } = request.body as {
        version: string;
        origin?: string;
        share?: number;
        canary?: boolean;
      };
      return answered(reply, () =>
        release({
          step,
          version,
          record,
          by: request.team,
          shellManifestFile,
          accept,
          origins,
          ...(origin ? { origin } : {}),
          ...(share === undefined ? {} : { share }),
          ...(canary ? { canary } : {}),
          ...(fetchImpl ? { fetchImpl } : {}),
        }),
      );
    },
  );
  app.post('/steps/:step/withdraw', { schema: { params: stepParams } }, (request, reply) => {
    const { step } = request.params as { step: string };
    return answered(reply, () => withdraw({ step, record, by: request.team, accept }));
  });
  app.post('/steps/:step/rollback', { schema: { params: stepParams } }, (request, reply) => {
    const { step } = request.params as { step: string };
    return answered(reply, () => rollback({ step, record, by: request.team, accept }));
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop server's release service, when it has one (RELEASE_PORT): main.ts starts its listener. */
    releaseService?: FastifyInstance;
  }
  interface FastifyRequest {
    /** The team whose credential the request carries. */
    team: string;
  }
}
