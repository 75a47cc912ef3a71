/** What a caller of any typed function may ask for, as its last argument. */
export interface RequestOptions {
  /** No toast at all, success or failure. The error is still thrown. */
  silent?: boolean;
  /** Aborting rejects with an `ApiError` of kind `aborted` and shows nothing. */
  signal?: AbortSignal;
}
