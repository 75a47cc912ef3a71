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

/** A brand that survives two copies of this module (see `isApiError`). */
const API_ERROR_BRAND = Symbol.for('jara.api-error');

export class ApiError extends Error {
  readonly [API_ERROR_BRAND] = true;
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

/**
 * Federation may give a remote its own copy of this module, whose ApiError is another class, so
 * `instanceof` is not enough: the brand is the same symbol in every copy.
 */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (typeof value === 'object' && value !== null && API_ERROR_BRAND in value)
  );
}
