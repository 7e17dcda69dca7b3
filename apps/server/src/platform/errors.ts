import type { ErrorCode, ErrorItem } from '@spotlane/shared/schemas/errors';

/** A failure the client can act on; rendered as the error body of PRODUCT.md 6. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorItem[],
  ) {
    super(errors[0]?.message ?? 'Error');
  }

  static of(statusCode: number, code: ErrorCode, message: string, field?: string): AppError {
    return new AppError(statusCode, [field ? { code, message, field } : { code, message }]);
  }
}

export const notFound = (message = 'Not found') => AppError.of(404, 'NotFound', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  AppError.of(403, 'Forbidden', message);
export const unauthenticated = (message = 'Please sign in') =>
  AppError.of(401, 'Unauthenticated', message);
export const validation = (field: string, message: string) =>
  AppError.of(400, 'ValidationError', message, field);
export const conflict = (code: ErrorCode, message: string, field?: string) =>
  AppError.of(409, code, message, field);

/**
 * A 429 and the limit behind it, for the headers every 429 carries (PRODUCT.md 22):
 * `Retry-After` and `RateLimit-Reset` (seconds until it lets the caller through again),
 * `RateLimit-Limit` (what the window allows) and `RateLimit-Remaining` (0).
 */
export class RateLimitedError extends AppError {
  readonly resetSeconds: number;

  constructor(
    readonly limit: number,
    resetSeconds: number,
    message = 'Too many attempts. Please wait a moment and try again.',
  ) {
    super(429, [{ code: 'RateLimited', message }]);
    this.resetSeconds = Math.max(1, Math.ceil(resetSeconds));
  }
}

export const rateLimited = (
  limit: { max: number; resetSeconds: number },
  message?: string,
): RateLimitedError => new RateLimitedError(limit.max, limit.resetSeconds, message);

/** The first row of a scoped lookup, or the 404 the caller sees when there is none. */
export function firstOrNotFound<T>(rows: readonly T[], message?: string): T {
  const [row] = rows;
  if (row === undefined) throw notFound(message);
  return row;
}
