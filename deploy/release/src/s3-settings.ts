/**
 * Where an object-store release goes, from flags or the environment (a flag wins):
 * --bucket JARA_S3_BUCKET, --endpoint JARA_S3_ENDPOINT (S3-compatible stores; AWS when absent),
 * --region JARA_S3_REGION, --prefix JARA_S3_PREFIX, --public-url JARA_S3_PUBLIC_URL. Credentials
 * are the SDK's default chain (AWS_ACCESS_KEY_ID..., a profile, an instance role).
 */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  /** '' or ending in '/'. */
  prefix: string;
  /** Without a trailing '/'. */
  publicUrl: string;
}

export type S3Flag = 'bucket' | 'endpoint' | 'region' | 'prefix' | 'public-url';

export const S3_FLAG_ENV: Record<S3Flag, string> = {
  bucket: 'JARA_S3_BUCKET',
  endpoint: 'JARA_S3_ENDPOINT',
  region: 'JARA_S3_REGION',
  prefix: 'JARA_S3_PREFIX',
  'public-url': 'JARA_S3_PUBLIC_URL',
};

const DEFAULT_REGION = 'us-east-1';

export function resolveS3Settings(
  flags: Partial<Record<S3Flag, string>>,
  env: Record<string, string | undefined>,
): S3Settings {
  const value = (flag: S3Flag) => flags[flag] || env[S3_FLAG_ENV[flag]] || undefined;
  const bucket = value('bucket');
  if (bucket === undefined) throw missing('bucket', 'the bucket releases go to');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(`Invalid bucket ${JSON.stringify(bucket)}: 3 to 63 of a-z, 0-9, "." and "-"`);
  }
  const endpoint = value('endpoint');
  if (endpoint !== undefined) httpUrl(endpoint, 'endpoint');
  const prefix = normalisePrefix(value('prefix') ?? '');
  const publicUrl =
    value('public-url') ??
    // An S3-compatible store serving the bucket itself (path style), e.g. a local one.
    (endpoint === undefined ? undefined : `${trimSlash(endpoint)}/${bucket}/${prefix}`);
  if (publicUrl === undefined) {
    throw missing('public-url', 'the URL the CDN serves the bucket (and prefix) at');
  }
  httpUrl(publicUrl, 'public-url');
  return {
    bucket,
    region: value('region') ?? env.AWS_REGION ?? DEFAULT_REGION,
    ...(endpoint !== undefined && { endpoint: trimSlash(endpoint) }),
    prefix,
    publicUrl: trimSlash(publicUrl),
  };
}

function missing(flag: S3Flag, what: string): Error {
  return new Error(`--target s3 needs --${flag} or ${S3_FLAG_ENV[flag]}: ${what}`);
}

function httpUrl(value: string, flag: S3Flag): void {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`Invalid --${flag} ${JSON.stringify(value)}: an http(s) URL`);
  }
}

/** Folders of safe names, ending in '/': `releases/web` becomes `releases/web/`. */
function normalisePrefix(raw: string): string {
  const segments = raw.split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment)) {
      throw new Error(
        `Invalid prefix ${JSON.stringify(raw)}: folders of letters, digits, ".", "_" and "-"`,
      );
    }
  }
  return segments.map((segment) => `${segment}/`).join('');
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
