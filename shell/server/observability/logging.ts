// The shop server's log: JSON (fastify's pino), one line per request with its id, and none of the buyer's personal
// data (docs/operations.md): no query string, body, cookie or insurer answer is ever logged, and the fields that
// hold personal data are redacted at the logger should any object carrying them reach it.
import type { FastifyBaseLogger, FastifyReply, FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/**
 * The personal data of the spec by the names its fields take in the shop's bodies, and in snake_case the insurer's;
 * the draft's are those of its call in mf-contract's step.json (name_first, doc_number, state_number, body_number...).
 */
const PERSONAL_FIELDS = [
  'name',
  'surname',
  'patronymic',
  'firstName',
  'lastName',
  'middleName',
  'nameFirst',
  'nameLast',
  'nameMiddle',
  'nameLatin',
  'surnameLatin',
  'taxNumber',
  'inn',
  'code',
  'otp',
  'secret',
  'token',
  'password',
  'birthday',
  'birthDate',
  'dateOfBirth',
  'document',
  'documentNumber',
  'documentSeries',
  'docSeria',
  'docNumber',
  'docRecord',
  'docDate',
  'docIssuedBy',
  'passport',
  'passportSeries',
  'passportNumber',
  'passportRecord',
  'passportDate',
  'passportFrom',
  'phone',
  'phoneNumber',
  'foreignPhone',
  'email',
  'address',
  'street',
  'house',
  'apartment',
  'city',
  'registrationPlace',
  'plate',
  'regNumber',
  'registrationNumber',
  'stateNumber',
  'autoNumber',
  'vin',
  'VIN',
  'bodyNumber',
  'autoBodyNumber',
  'customer_id',
  'customerExternalId',
  'euaUserId',
  'loyalty_id',
  // A contract's number finds the buyer's contract at the insurer (the confirmation's contractNumber).
  'contractNumber',
] as const;

/**
 * Where those fields are redacted: at the top of a logged object and up to three objects deep, and a logged object's
 * headers. A logged `req` needs none: its serializer keeps its method and path only, and pino redacts what it keeps.
 */
function redactedPaths(): string[] {
  const headers = ['headers.cookie', 'headers["com-token"]'];
  const snakeCase = (field: string) => field.replace(/(?<=[a-z])[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const fields = [...new Set(PERSONAL_FIELDS.flatMap((field) => [field, snakeCase(field)]))];
  return [...headers, ...fields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`])];
}

/** Any request object another plugin logs as `req`: its method and path only. */
function anyRequestOf(request: { method?: unknown; url?: unknown }) {
  // Whatever another plugin has as its url is logged as text, as String() makes it.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return { method: String(request.method), path: String(request.url ?? '').split('?')[0] };
}

/**
 * An error's kind, code and frames; its message may quote what a buyer sent (a JSON parse error quotes the body). The
 * code is `errorCode`: a `code` is redacted wherever it stands (a body's tax number, an SMS code).
 */
function errorOf(error: Error & { code?: unknown; statusCode?: unknown }) {
  if (!(error instanceof Error)) return { type: typeof error };
  return {
    type: error.name,
    ...(typeof error.code === 'string' ? { errorCode: error.code } : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    frames: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 10)
      .join('\n'),
  };
}

/**
 * Standard output through pino's own asynchronous writer (sonic-boom): while one write is under way, the lines logged
 * meanwhile gather and go out together in the next, so under load one write carries many requests' lines instead of
 * a system call each (measured with strace, docs/operations.md). A quiet server's line goes out at once; what is
 * pending when the process exits is written before it does.
 */
export const logDestination = (fd = 1) => pino.destination({ dest: fd, sync: false });

/**
 * A request's logger, made only when the request logs something of its own (a warning, an error). fastify makes one
 * per request with its id, and making it runs the redaction pass over that id: a twentieth of a page's time under
 * load (measured with npm run bench:server), for a logger most requests never use. Until then its level is the
 * parent's.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => {
  type Logger = Record<PropertyKey, unknown>;
  let child: Logger | undefined;
  const real = () => (child ??= logger.child(bindings, options) as unknown as Logger);
  return new Proxy({} as FastifyBaseLogger, {
    get(_lazy, key) {
      if (child) return child[key];
      if (key === 'level') return logger.level;
      // fastify checks that a request's logger has its methods: each makes the logger only once called.
      if (typeof (logger as unknown as Logger)[key] === 'function')
        return (...args: unknown[]) => {
          const made = real();
          return (made[key] as (...a: unknown[]) => unknown).apply(made, args);
        };
      return real()[key];
    },
    set: (_lazy, key, value) => Reflect.set(real(), key, value),
  });
};

/**
 * The shop's logger: JSON lines to `stream` (standard output by default, written asynchronously), redacted. main.ts makes it first, so
 * that what is said before the server exists (its start, a failure to start) is a JSON line like every other, and the
 * server logs with it.
 */
export function shopLogger(
  level: string,
  stream: { write(line: string): unknown } = logDestination(),
): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: redactedPaths(), censor: '[redacted]' },
      serializers: {
        req: anyRequestOf as never,
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
        err: errorOf as never,
      },
    },
    stream,
  );
}
