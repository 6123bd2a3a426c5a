/**
 * Domain errors thrown by services. Each transport maps them its own way: REST to an HTTP status with
 * {status: "error", message}, GraphQL to an error with an extensions.code.
 */
export type ErrorKind =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  /** An invitation link that was used, expired or revoked. */
  | 'INVITATION_INVALID';

const httpStatus: Record<ErrorKind, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVITATION_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For a limit: when the caller may try again (REST and GraphQL send it as Retry-After). */
    readonly retryAfterSeconds?: number,
    /** The input field the message is about, for a form to show it beside that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return httpStatus[this.kind];
  }
}

export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, undefined, field);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You may only read your own data.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Sign in first: this call needs a valid access token.') =>
  new AppError('UNAUTHENTICATED', message);
