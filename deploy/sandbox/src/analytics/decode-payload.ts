import { gunzipSync } from 'node:zlib';
import { ApiError } from '../http/api-error';

const GZIP_MAGIC = [0x1f, 0x8b];

function isGzip(raw: Buffer): boolean {
  return raw[0] === GZIP_MAGIC[0] && raw[1] === GZIP_MAGIC[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The analytics payload is not valid JSON.');
  }
}

function fromBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

/** Text that is JSON, or base64 of JSON when `compression=base64` (or when it can only be that). */
function decodeText(text: string, compression: string | undefined): unknown {
  const trimmed = text.trim();
  if (compression === 'base64' || !/^[[{]/.test(trimmed)) return parseJson(fromBase64(trimmed));
  return parseJson(trimmed);
}

/**
 * Decodes what posthog-js sends: JSON; gzip (`compression=gzip-js`, or gzip magic bytes
 * however the request is labelled); base64 form bodies (`data=...`, `compression=base64`).
 */
export function decodeAnalyticsPayload(
  raw: Buffer | undefined,
  query: Record<string, string | undefined>,
  contentType: string | undefined,
): unknown {
  const compression = query.compression;
  if (!raw || raw.length === 0) {
    return query.data ? decodeText(query.data, compression ?? 'base64') : undefined;
  }
  if (isGzip(raw)) {
    try {
      return parseJson(gunzipSync(raw).toString('utf8'));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, 'The analytics payload says it is gzip but could not be unzipped.');
    }
  }
  if (compression === 'gzip-js' || compression === 'gzip') {
    throw new ApiError(400, 'The analytics payload is marked gzip but is not gzip data.');
  }
  const text = raw.toString('utf8');
  if (contentType?.includes('application/x-www-form-urlencoded') || text.startsWith('data=')) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw new ApiError(400, 'The analytics form body has no data field.');
    return decodeText(data, compression);
  }
  return decodeText(text, compression);
}
