/**
 * The one error every typed call throws, so a caller can tell a form's field errors from a
 * dropped connection without knowing anything about axios.
 */
export type ApiErrorKind =
  /** The server answered with an error envelope or an error status. */
  | 'http'
  /** The request never reached the server, or its answer never came back. */
  | 'network'
  | 'timeout'
  /** The server answered, but not with a `{ status, message, data }` envelope we can read. */
  | 'unreadable'
  /** The caller aborted the request (e.g. the screen that needed it went away). */
  | 'aborted'
  /** `configureApi` has not been called yet. */
  | 'not-configured'
  /** An argument could not be sent safely (e.g. an empty or dot-only path id). */
  | 'invalid-input';

export type FieldErrors = Record<string, string[]>;

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number | null;
  fieldErrors?: FieldErrors;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** The HTTP status of the answer, or null when there was no answer. */
  readonly status: number | null;
  /** Per-field validation messages from the server, keyed by request field name. */
  readonly fieldErrors: FieldErrors;

  constructor({ kind, message, status = null, fieldErrors = {} }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
  }

  /** The first server message for one form field, if the server sent any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
