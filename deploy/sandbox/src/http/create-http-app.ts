import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { installCompression } from './compress-replies';
import { failure } from './envelope';
import { installErrorReplies } from './error-replies';

/** What every sandbox port is started with. */
export interface PortOptions {
  logger: boolean;
  /** The site's own origins: the only pages that may read answers (with credentials). */
  allowedOrigins: readonly string[];
}

export interface HttpAppOptions extends PortOptions {
  bodyLimitBytes: number;
  /** Request headers a cross-origin page may send; undefined allows whatever it asks for. */
  allowedHeaders?: string[];
}

export const API_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'location',
  'Accept',
  'X-Requested-With',
];

/**
 * A Fastify instance with the behaviour every sandbox port shares: CORS, error envelopes and
 * compressed JSON.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger,
    bodyLimit: options.bodyLimitBytes,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // Errors raised before routing (a URL that cannot be decoded) get the envelope too.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // The generic reply type of this hook does not accept a plain status and body.
      const plain = reply as unknown as FastifyReply;
      void plain.status(status).send(failure(`The request could not be read: ${error.message}`));
    },
  });
  const allowed = new Set(options.allowedOrigins);
  await app.register(cors, {
    // Any other origin gets no CORS header at all: its request is served as usual but the
    // browser keeps the answer from the page, and its preflight is a 404, so a call carrying a
    // token is never sent.
    origin: (origin, done) =>
      done(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    ...(options.allowedHeaders ? { allowedHeaders: options.allowedHeaders } : {}),
    maxAge: 600,
  });
  installErrorReplies(app, options.bodyLimitBytes);
  installCompression(app);
  return app;
}
