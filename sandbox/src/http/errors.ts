// The failure envelope of docs/insurer-api.md: {message?, errors?: [{field, message}], errorCode?}, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';

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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(error.body());
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, unsupported media type, body too large).
      return reply.status(status).send({ message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal error' });
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}` }));
}
