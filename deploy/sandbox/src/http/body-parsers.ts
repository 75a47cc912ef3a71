import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/**
 * JSON and form bodies, nothing else (anything else is a 415). An empty JSON body reads as no
 * body, so a POST without fields gets "The email field is required." rather than a parse error.
 */
export async function acceptJsonAndFormBodies(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'The request body is not valid JSON.'), undefined);
    }
  });
  app.removeContentTypeParser('text/plain');
  await app.register(formBody);
}
