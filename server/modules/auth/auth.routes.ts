import express, { type ErrorRequestHandler, type Request, type Router } from 'express';
import type { Config } from '../../config';
import { bearerToken } from '../../context';
import { DATABASE_RETRY_AFTER_SECONDS, DiskFullError, isRetryLater } from '../../db/db';
import { nulCharacterMessage, nulCharacterPath } from '../../lib/nul-character';
import { AuthApiError, RateLimitedError } from './auth.errors';
import type { AuthService, RequestMeta } from './auth.service';

const API_VERSION = '2024-01-01';

/**
 * The subset of the Supabase Auth (GoTrue) HTTP API that supabase-js uses, mounted at /auth/v1.
 * Each router has its own in-memory rate limiters.
 */
export function createAuthRouter(service: AuthService, config: Config): Router {
  const router = express.Router();

  router.use((_req, res, next) => {
    // supabase-js reads `code` as the error code only when the response names API version 2024-01-01.
    res.set('X-Supabase-Api-Version', API_VERSION);
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(express.json({ limit: '16kb' }));
  router.use((req, _res, next) => {
    const path = nulCharacterPath(req.body) ?? nulCharacterPath(req.query);
    if (path !== null) throw new AuthApiError(400, 'validation_failed', nulCharacterMessage(path));
    next();
  });

  router.get('/health', (_req, res) => {
    res.json({ name: 'sightline-auth', version: '1', description: 'Sightline embedded auth' });
  });

  router.get('/settings', (_req, res) => {
    res.json({
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: config.AUTH_AUTOCONFIRM,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  });

  // Access tokens are HS256 (shared secret), so there is no public key to publish.
  router.get('/.well-known/jwks.json', (_req, res) => {
    res.json({ keys: [] });
  });

  router.post('/signup', async (req, res) => {
    res.json(await service.signUp(req.body, meta(req)));
  });

  router.post('/token', async (req, res) => {
    const grantType = req.query.grant_type;
    if (grantType === 'password') {
      res.json(await service.signInWithPassword(req.body, meta(req)));
    } else if (grantType === 'refresh_token') {
      res.json(await service.refresh(req.body));
    } else {
      throw new AuthApiError(
        400,
        'validation_failed',
        'Unsupported grant_type: use password or refresh_token.',
      );
    }
  });

  router.get('/user', async (req, res) => {
    res.json(await service.getUser(bearerToken(req)));
  });

  router.put('/user', async (req, res) => {
    res.json(await service.updateUser(bearerToken(req), req.body, meta(req)));
  });

  router.post('/recover', async (req, res) => {
    res.json(await service.recover(req.body, req.query.redirect_to, meta(req)));
  });

  router.get('/verify', async (req, res) => {
    res.redirect(303, await service.verifyRecovery(req.query, meta(req)));
  });

  router.post('/logout', async (req, res) => {
    await service.signOut(bearerToken(req), req.query.scope);
    res.status(204).end();
  });

  router.use((_req, res) => {
    res.status(404).json(new AuthApiError(404, 'not_found', 'This auth endpoint does not exist.'));
  });
  router.use(authErrors);
  return router;
}

function meta(req: Request): RequestMeta {
  return { ip: req.ip ?? null, userAgent: req.get('user-agent')?.slice(0, 512) ?? null };
}

/** Every failure is GoTrue-shaped JSON; bad input is always a 4xx, never a retryable 5xx. */
const authErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AuthApiError) {
    if (error instanceof RateLimitedError) res.set('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error);
    return;
  }
  const status = typeof error?.status === 'number' ? error.status : 500;
  if (status >= 400 && status < 500) {
    const body =
      error.type === 'entity.parse.failed'
        ? new AuthApiError(400, 'bad_json', 'Could not parse the request body as JSON.')
        : error.type === 'entity.too.large'
          ? new AuthApiError(413, 'request_too_large', 'The request body is too large.')
          : new AuthApiError(status, 'validation_failed', String(error.message ?? 'Bad request'));
    res.status(body.status).json(body);
    return;
  }
  if (isRetryLater(error)) {
    // Retryable for supabase-js (a 5xx), and not a wrong password.
    res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.status(503).json(new AuthApiError(503, 'service_unavailable', error.message));
    return;
  }
  if (error instanceof DiskFullError) {
    res.status(507).json(new AuthApiError(507, 'insufficient_storage', error.message));
    return;
  }
  console.error('Auth request failed', error);
  res.status(500).json(new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please try again.'));
};
