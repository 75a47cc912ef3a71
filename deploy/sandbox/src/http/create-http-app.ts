import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { failure } from './envelope';
import { installErrorReplies } from './error-replies';

export interface HttpAppOptions {
  logger: boolean;
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

/** A Fastify instance with the behaviour every sandbox port shares: CORS and error envelopes. */
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
  await app.register(cors, {
    // Reflecting the caller's origin allows any site, with or without credentials.
    origin: true,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    ...(options.allowedHeaders ? { allowedHeaders: options.allowedHeaders } : {}),
    maxAge: 600,
  });
  installErrorReplies(app, options.bodyLimitBytes);
  return app;
}
