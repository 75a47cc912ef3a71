/** An error a route throws on purpose: it becomes an error envelope with this status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, message);
}

/** A 422 about one request field, shaped like every other validation failure. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, message, { [field]: [message] });
}

export function unauthenticated(): ApiError {
  return new ApiError(401, 'You are not signed in. Please log in and try again.');
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, message);
}
