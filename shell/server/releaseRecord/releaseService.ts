// The release service (docs/step-release.md, "The release service"): a deployed shop's releases, rollbacks,
// withdrawals, canary promotions and aborts, status and history over HTTP, on a listener of its own (RELEASE_PORT),
// never the buyers' port. Each request carries a team's credential, and a team changes only its own steps; a refused
// credential or step is logged. The checks are the release's own (shared/release/release.js), run here, plus the
// shop server's parse of the whole registry it would run. Every change can be a dry run: checked, answered, unwritten.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Registry, ReleaseRecord } from '@greencard/release/record';
import { answerRequest, ReleaseRefused } from '@greencard/release/release';
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
  fetchImpl: typeof fetch;
  /** Where a refused credential or step is said (the shop's log). */
  log: (message: string) => void;
}

const version = { type: 'string', pattern: '^[0-9A-Za-z.+-]{1,64}$' } as const;

/** A change's body: whether it is a dry run, and the fields of its action, no other. */
const body = (properties: object = {}) => ({
  type: 'object',
  additionalProperties: false,
  properties: { dryRun: { type: 'boolean' }, ...properties },
});

/** A change without a body (as the command line sent before it had --dry-run) asks for nothing more than its step. */
// fastify waits for a hook's promise (a plain function would have to call done), an await or none.
// eslint-disable-next-line @typescript-eslint/require-await
const noBodyIsEmpty = async (request: FastifyRequest) => {
  request.body ??= {};
};

const stepParams = {
  type: 'object',
  properties: { step: { type: 'string', pattern: STEP_NAME_PATTERN } },
  required: ['step'],
} as const;

/** A read of the record: one it cannot make now is 503, and the caller tries again once it is back. */
const unreadable = (what: 'history' | 'record') => ({
  errorHandler: (_error: unknown, _request: FastifyRequest, reply: FastifyReply) =>
    reply.code(503).send({ message: `The release ${what} cannot be read now: try again once it is back` }),
});

export function releaseService({
  record,
  teamsFile,
  shellManifestFile,
  accept,
  origins,
  fetchImpl,
  log,
}: ReleaseServiceOptions): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  app.decorateRequest('team', '');
  // A change's refusal is 422 with the release's reasons, as the command line prints them; any other error is fastify's.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ReleaseRefused) return reply.code(422).send({ message: error.message });
    throw error;
  });
  app.addHook('onRequest', async (request, reply) => {
    const credential = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    let teams: Teams;
    try {
      teams = readTeams(teamsFile);
    } catch (error) {
      // The service's own logger is off: the cause goes to the shop's log. A file that is no JSON is said to be so,
      // without the parser's quote of it (the credentials' hashes are its text).
      log(
        `Release service: cannot read its teams file: ${error instanceof SyntaxError ? 'it is not JSON' : (error as Error).message}`,
      );
      return reply.code(503).send({ message: 'The release service cannot read its teams file' });
    }
    const team = credential ? teamOf(teams, credential) : undefined;
    if (!team) {
      // Never the credential itself: where it came from and what it asked.
      log(
        `Release service: refused ${request.method} ${request.routeOptions.url ?? 'unknown route'} from ${request.ip}, no team's credential`,
      );
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: "A team's release credential is needed (Authorization: Bearer ...)" });
    }
    request.team = team;
    const step = (request.params as { step?: string } | undefined)?.step;
    if (step !== undefined && !teams[team]?.steps.includes(step)) {
      log(
        `Release service: refused team ${team} ${request.method} ${request.routeOptions.url ?? ''} of step ${step}, not its own`,
      );
      return reply.code(403).send({
        message: `Team ${team} may not change ${step}: its steps are ${teams[team]?.steps.join(', ') || 'none'}`,
      });
    }
    return undefined;
  });

  // The history, of one step or all (a damaged line, a hand edit or a write cut short, is skipped and counted, never
  // answered); what runs now, per step: its build, its trial, its canary's stage and latest verdict (any team may read
  // it); the registry, by which a prune of the deployment's build store keeps builds (docs/step-release.md, "Builds that
  // stay"), with the history. A read asks for nothing but its step: the action is the route's, never the query's.
  const stepQuery = {
    querystring: { type: 'object', additionalProperties: false, properties: { step: { type: 'string' } } },
  };
  for (const action of ['history', 'status', 'registry'] as const) {
    app.get(`/${action}`, { schema: stepQuery, ...unreadable(action === 'history' ? action : 'record') }, (request) =>
      answerRequest(record, { ...(request.query as { step?: string }), action }),
    );
  }
  // A change: its step, the team's credential and whether it is a dry run; for a release the build's version, its
  // origin, share and canary, for a rollback the version to go back to. The canary's stage is never the caller's to
  // say: promote moves to the next one it holds.
  const bodies = {
    release: {
      ...body({
        version,
        origin: { type: 'string', pattern: '^https?://', maxLength: 2048 },
        share: { type: 'integer', minimum: 0, maximum: 100 },
        canary: { type: 'boolean' },
      }),
      required: ['version'],
    },
    withdraw: body(),
    promote: body(),
    abort: body(),
    rollback: body({ to: version }),
  };
  for (const [action, schema] of Object.entries(bodies)) {
    const options = { schema: { params: stepParams, body: schema }, preValidation: noBodyIsEmpty };
    app.post(`/steps/:step/${action}`, options, (request) => {
      const { step } = request.params as { step: string };
      const own = () => ({ by: request.team, shellManifestFile, accept, origins, fetchImpl });
      return answerRequest(record, { ...(request.body as object), action, step }, own);
    });
  }
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
