/**
 * What an object store's answer means to a release: a refused conditional write is a conflict to
 * retry or compare, a missing object is absence, anything else becomes an error that says which
 * object and why in one line (the SDK's own errors name neither).
 */
interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

function status(error: unknown): number | undefined {
  return (error as SdkError | undefined)?.$metadata?.httpStatusCode;
}

/** 412: the If-Match / If-None-Match did not hold; 409: a concurrent conditional write. */
export function isConditionFailed(error: unknown): boolean {
  const name = (error as SdkError | undefined)?.name;
  return (
    status(error) === 412 ||
    status(error) === 409 ||
    name === 'PreconditionFailed' ||
    name === 'ConditionalRequestConflict'
  );
}

export function isMissing(error: unknown): boolean {
  const name = (error as SdkError | undefined)?.name;
  return status(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

const UNREACHABLE = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET'];

/** The error to show for a failed `action` (e.g. "writing s3://bucket/registry.json"). */
export function explainS3Error(error: unknown, action: string): Error {
  const code = networkCode(error);
  if (code !== undefined) {
    return new Error(
      `Could not reach the object store while ${action} (${code}): check the endpoint and that ` +
        'the store is up',
      { cause: error },
    );
  }
  const sdk = error as SdkError;
  const httpStatus = status(error);
  const what = [sdk.name, httpStatus && `HTTP ${httpStatus}`].filter(Boolean).join(', ');
  return new Error(`Failed ${action}: ${what ? `${what}: ` : ''}${sdk.message ?? String(error)}`, {
    cause: error,
  });
}

function networkCode(error: unknown): string | undefined {
  for (let current = error as SdkError | undefined; current; current = current.cause as SdkError) {
    if (current.code !== undefined && UNREACHABLE.includes(current.code)) return current.code;
    // The SDK may keep only the text of a socket error ("connect ECONNREFUSED 127.0.0.1:9").
    const named = UNREACHABLE.find((code) => current?.message?.includes(code));
    if (named !== undefined) return named;
  }
  return undefined;
}
