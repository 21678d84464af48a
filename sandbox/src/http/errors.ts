// The failure envelope of docs/insurer-api.md: {message?, errors?: [{field, message}], errorCode?}, never a stack trace.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface FieldError {
  field: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: { errors?: FieldError[]; errorCode?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): Record<string, unknown> {
    const { errors, errorCode, extra } = this.details;
    return {
      message: this.message,
      ...(errors ? { errors } : {}),
      ...(errorCode ? { errorCode } : {}),
      ...(extra ?? {}),
    };
  }
}

export const badRequest = (errors: FieldError[]): HttpError =>
  new HttpError(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), { errors });

export const fieldError = (field: string, message: string): HttpError => badRequest([{ field, message }]);

export const notFound = (message: string): HttpError => new HttpError(404, message);

export const conflict = (message: string): HttpError => new HttpError(409, message);

/** Fastify's own refusals whose messages would repeat the request (or are worded for developers). */
const FASTIFY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_BAD_URL: 'The URL is not valid',
  FST_ERR_MAX_PARAM_LENGTH: 'The URL is too long',
};

/** Fastify's `frameworkErrors` option: the refusals it makes while routing (a URL it cannot decode), in the envelope. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(error.statusCode ?? 400)
    .send({ message: FASTIFY_MESSAGES[error.code] ?? 'The request is not valid' });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body());
    }
    const fixed = FASTIFY_MESSAGES[error.code];
    if (fixed !== undefined && typeof error.statusCode === 'number') {
      return reply.status(error.statusCode).send({ message: fixed });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, unsupported media type, body too large).
      return reply.status(status).send({ message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal error' });
  });
  // The path is not repeated: messages never echo the request.
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'No such call' }));
}
