/**
 * One static site (the shell, or one remote) on its own port, as a separate deploy would be,
 * following the same rules as the rendered nginx config. Files are read from disk on each
 * request, so a rebuild or a watch-mode rebuild is served as soon as it lands.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { STACK_HOST } from '../port-layout';
import { resolveRequest, type SiteRoots } from './resolve-request';
import { cacheControlFor, isServedSubresource, type SiteRules } from './serving-rules';

export interface SiteServerOptions {
  /** Shown in errors, e.g. "shell" or "storefront". */
  name: string;
  port: number;
  host?: string;
  rules: SiteRules;
  roots: SiteRoots;
  /** Sent with every response, errors included. */
  headers: Record<string, string>;
  /** Sent with every response but a served hashed chunk, which is never a document. */
  documentHeaders?: Record<string, string>;
  /** When set, OPTIONS is answered 204 with these headers (CORS preflight). */
  preflightHeaders?: Record<string, string>;
}

export interface RunningServer {
  name: string;
  url: string;
  close(): Promise<void>;
}

export function createSiteServer(options: SiteServerOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.register(fastifyStatic, {
    root: options.roots.dist,
    serve: false,
    // The rules decide Cache-Control; send() still handles ETag, Last-Modified and ranges.
    cacheControl: false,
    index: false,
  });
  const documentHeaders = options.documentHeaders ?? {};
  // The status is known only once the file is sent (a range, not modified): decided on sending.
  const servedPaths = new WeakMap<FastifyRequest, string>();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers({ ...options.headers, ...documentHeaders });
  });
  app.addHook('onSend', async (request, reply) => {
    const servedPath = servedPaths.get(request);
    if (servedPath !== undefined && isServedSubresource(reply.statusCode, servedPath)) {
      for (const name of Object.keys(documentHeaders)) reply.removeHeader(name);
    }
  });
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const resolution = await resolveRequest(options.rules, options.roots, pathname);
    if (resolution.kind === 'bad-request') {
      return reply.code(400).type('text/plain').send(`Bad request: ${resolution.reason}\n`);
    }
    if (resolution.kind === 'not-found') {
      return reply.code(404).type('text/plain').send(`Not found: ${pathname}\n`);
    }
    if (resolution.kind === 'not-found-page') {
      // Read here: sendFile would answer 200 (or a 304 from the SPA's own ETag).
      const page = await readFile(path.join(resolution.root, resolution.file));
      return reply.code(404).type('text/html; charset=utf-8').send(page);
    }
    reply.header('Cache-Control', cacheControlFor(options.rules, resolution.servedPath));
    servedPaths.set(request, resolution.servedPath);
    return reply.sendFile(resolution.file, resolution.root);
  });
  const preflight = options.preflightHeaders;
  if (preflight) {
    app.options('/*', async (_request, reply) => reply.code(204).headers(preflight).send());
  }
  return app;
}

export async function listenOrExplain(
  app: FastifyInstance,
  name: string,
  port: number,
  host: string = STACK_HOST,
): Promise<RunningServer> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`Port ${port} (${name}) is already in use: is another stack running?`, {
        cause: error,
      });
    }
    throw error;
  }
  return { name, url: `http://${host}:${port}`, close: () => app.close() };
}

export function startSiteServer(options: SiteServerOptions): Promise<RunningServer> {
  return listenOrExplain(createSiteServer(options), options.name, options.port, options.host);
}
