/**
 * Compressed JSON answers, as a production API sends them: the marketplace homepage is 88 KB of
 * JSON and a phone on a mobile network pays for every byte. Brotli when the caller accepts it,
 * else gzip; small bodies go as they are (the framing would eat the gain).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ReplyEncoding = 'br' | 'gzip';

const COMPRESS: Record<ReplyEncoding, (data: Buffer) => Promise<Buffer>> = {
  // Per request, so speed matters: quality 5 is most of brotli's gain at a fraction of 11's cost.
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: 6 }),
};

/** The encoding to answer with, from an Accept-Encoding header: brotli first, `q=0` refused. */
export function chooseEncoding(acceptEncoding: string | undefined): ReplyEncoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (token !== '') accepted.set(token, q === undefined ? 1 : Number(q));
  }
  const quality = (encoding: string) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  return (['br', 'gzip'] as const).find((encoding) => quality(encoding) > 0);
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!fields.some((value) => value.toLowerCase() === field.toLowerCase())) fields.push(field);
  reply.header('vary', fields.join(', '));
}

export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!/^application\/([\w.-]+\+)?json\b/.test(type) || reply.hasHeader('content-encoding')) {
      return payload;
    }
    // Streams (files) pass through; JSON replies are serialised to a string by now.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // The answer depends on Accept-Encoding from here on, compressed or not.
    addVary(reply, 'Accept-Encoding');
    const data = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (data.length < COMPRESS_MIN_BYTES || encoding === undefined) return payload;
    const compressed = await COMPRESS[encoding](data);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
