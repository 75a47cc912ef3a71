/**
 * Turns anything a request can throw into an error envelope with a 4xx that says what was wrong.
 * Only a genuine sandbox bug reaches the 500 branch; it is logged so it gets fixed.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiFailure } from '@jara/contracts/api-envelope';
import { ApiError } from './api-error';
import { failure } from './envelope';

interface ErrorReply {
  status: number;
  body: ApiFailure;
}

type FrameworkReply = (error: FastifyError, bodyLimitKb: number, contentType: string) => ErrorReply;

const FRAMEWORK_ERRORS: Record<string, FrameworkReply> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => reply(400, 'The request body is not valid JSON.'),
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, limitKb) =>
    reply(413, `The request body is too large: the limit is ${limitKb} KB.`),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, _limitKb, contentType) =>
    reply(415, `The content type "${contentType.slice(0, 60)}" is not supported. Send JSON.`),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    reply(400, 'The Content-Length header does not match the request body.'),
};

function reply(status: number, message: string, errors?: Record<string, string[]>): ErrorReply {
  return { status, body: failure(message, errors) };
}

export function toErrorReply(error: unknown, bodyLimitKb: number, contentType = ''): ErrorReply {
  if (error instanceof ApiError) return reply(error.statusCode, error.message, error.errors);
  const framework = error as FastifyError;
  const known = framework.code ? FRAMEWORK_ERRORS[framework.code] : undefined;
  if (known) return known(framework, bodyLimitKb, contentType);
  const status = framework.statusCode;
  if (status && status >= 400 && status < 500) return reply(status, framework.message);
  return reply(500, 'The sandbox hit an unexpected error. It has been logged.');
}

export function installErrorReplies(app: FastifyInstance, bodyLimitBytes: number): void {
  const limitKb = Math.round(bodyLimitBytes / 1024);
  app.setErrorHandler((error, request, response) => {
    const { status, body } = toErrorReply(error, limitKb, request.headers['content-type'] ?? '');
    if (status >= 500) console.error(`sandbox: ${request.method} ${request.url} failed`, error);
    return response.status(status).send(body);
  });
  app.setNotFoundHandler((request, response) =>
    response
      .status(404)
      .send(failure(`There is no ${request.method} ${request.url.split('?')[0]} here.`)),
  );
}
