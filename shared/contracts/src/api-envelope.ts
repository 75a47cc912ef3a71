/**
 * Every sandbox (and product API) response is wrapped the same way, so the API client can show
 * `message` as a toast without knowing which call it was.
 */
export interface ApiSuccess<T> {
  status: 'success';
  message: string;
  data: T;
}

export interface ApiFailure {
  status: 'error';
  message: string;
  /** Per-field validation messages, keyed by the request field name. */
  errors?: Record<string, string[]>;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export interface Paginated<T> {
  items: T[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}
