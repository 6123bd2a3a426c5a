/**
 * An error in the shape GoTrue (Supabase Auth) answers with: supabase-js reads `code` (API version
 * 2024-01-01) or `error_code`, and shows `msg` as the error message. Always a 4xx: supabase-js treats a
 * 5xx as a network failure and retries.
 */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthApiError';
  }

  toJSON() {
    return { code: this.code, error_code: this.code, msg: this.message, ...this.extra };
  }
}

/** A 429 whose wait the router sends as Retry-After. */
export class RateLimitedError extends AuthApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'over_request_rate_limit', message);
  }
}

export const tooManySignInFailures = (retryAfterSeconds: number) =>
  new RateLimitedError(
    `Too many failed sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

export const tooManySignUps = (retryAfterSeconds: number) =>
  new RateLimitedError(
    `Too many sign-ups from this address. Try again in ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

export const tooManyRecoveries = (retryAfterSeconds: number) =>
  new RateLimitedError(
    `For security purposes, you can only request a new link after ${waitInWords(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );

function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const validationFailed = (message: string, status = 422) =>
  new AuthApiError(status, 'validation_failed', message);

export const invalidCredentials = () =>
  new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials');

export const MESSAGES = {
  usernameTaken: 'Username is already taken. Please choose another one.',
  usernameRace: 'Username already exists. Please choose another one.',
  profileFailed: (message: string) => `Failed to create profile: ${message}`,
  userExists: 'User already registered',
  emailNotConfirmed: 'Email not confirmed',
  refreshNotFound: 'Invalid Refresh Token: Refresh Token Not Found',
  refreshAlreadyUsed: 'Invalid Refresh Token: Already Used',
  sessionNotFound: 'Session from session_id claim in JWT does not exist',
  badJwt: 'Invalid JWT: unable to parse or verify signature, or the token has expired',
  noAuthorization: 'This endpoint requires a Bearer token',
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordInvalid: 'The current password is not right.',
} as const;
