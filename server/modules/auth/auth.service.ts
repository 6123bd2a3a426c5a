import argon2 from 'argon2';
import type { Config } from '../../config';
import { isPgError, PG_UNIQUE_VIOLATION, type Db } from '../../db/db';
import { announceDataChanged } from '../../db/data-changed';
import { clientAddressKey } from '../../lib/client-address';
import {
  claimAttempt,
  countAttempt,
  releaseAttempt,
  resetAttempts,
  type RateLimitRule,
} from '../../db/rate-limits';
import { createMailer, type Mailer } from '../../core/mail';
import { revokeAllApiTokens } from '../tokens';
import { insertPersonalWorkspace } from '../workspaces';
import { EmbeddedAuthenticator } from './auth.authenticator';
import {
  AuthApiError,
  invalidCredentials,
  MESSAGES,
  tooManyRecoveries,
  tooManySignInFailures,
  tooManySignUps,
  validationFailed,
} from './auth.errors';
import { passwordWeakness } from './auth.password-strength';
import * as store from './auth.store';
import type { AuthUserRow } from './auth.store';
import { recoveryMail, tokensRevokedMail } from './auth.recovery-mail';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import type { TokenSigner } from './auth.tokens';

export const LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 32,
  refreshTokenMax: 512,
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
/** Where a recovery link lands when it names no page of this site (the client's reset page). */
const RESET_PAGE_PATH = '/auth/reset';
/** How long a recovery link's session may set a new password without the current one. */
const RECOVERY_SESSION_MINUTES = 15;
/** Sign-out accepts a recently expired access token: holding it still proves which session to end. */
const SIGN_OUT_CLOCK_TOLERANCE_SECONDS = 7 * 24 * 3600;

// OWASP's argon2id baseline (19 MiB, 2 passes): the server hashes on its own event loop's thread pool.
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type SignOutScope = 'global' | 'local' | 'others';

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: { provider: 'email'; providers: ['email'] };
  user_metadata: { username?: string };
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
}

export interface CreateUserInput {
  email: string;
  password: string;
  username: string;
  id?: string;
  profile?: { dashboardVariant?: 'general' | 'fund'; actionCenter?: boolean };
}

/** Thrown inside the sign-up transaction so the profile insert's failure can be told apart after rollback. */
export class ProfileInsertError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.name = 'ProfileInsertError';
  }
}

/** The rules of the embedded auth API; the router only parses HTTP and the module wires it up. */
export class AuthService {
  readonly authenticator: EmbeddedAuthenticator;
  private dummyHash: Promise<string> | undefined;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer = createMailer(config),
  ) {
    this.authenticator = new EmbeddedAuthenticator(
      db,
      signer,
      config.AUTH_SESSION_CACHE_SECONDS * 1000,
      config.AUTH_ACCESS_TOKEN_TTL * 1000,
    );
  }

  /**
   * POST /signup: a session when auto-confirm is on, else the unconfirmed user alone. Like GoTrue it says
   * when an e-mail or username is taken, so every attempt counts towards the address's hourly allowance
   * (in the database, shared by all processes): the lookup cannot be run in bulk.
   */
  async signUp(body: unknown, meta: RequestMeta): Promise<SessionJson | UserJson> {
    const claim = await claimAttempt(this.db, `signup:ip:${clientAddressKey(meta.ip)}`, {
      free: this.config.AUTH_SIGNUP_LIMIT_PER_HOUR,
      baseDelaySeconds: 3600,
      windowSeconds: 3600,
    });
    if (!claim.allowed) throw tooManySignUps(claim.retryAfterSeconds);
    const input = await parseSignUp(body);
    if (await store.usernameExists(this.db, input.username)) {
      throw new AuthApiError(422, 'username_taken', MESSAGES.usernameTaken);
    }
    if (await store.findUserByEmail(this.db, input.email)) {
      throw new AuthApiError(422, 'user_already_exists', MESSAGES.userExists);
    }
    const confirmed = this.config.AUTH_AUTOCONFIRM;
    const user = await this.insertUserWithProfile({ ...input, confirmed });
    if (!confirmed) return userJson(user);
    return this.startSession(user, meta, 'password');
  }

  /** The demo seed's way in: a confirmed user and its profile, in one transaction. */
  async createUser(input: CreateUserInput): Promise<{ id: string }> {
    const parsed = await parseSignUp({
      email: input.email,
      password: input.password,
      data: { username: input.username },
    });
    const user = await this.insertUserWithProfile({
      ...parsed,
      id: input.id,
      confirmed: true,
      dashboardVariant: input.profile?.dashboardVariant ?? 'general',
      actionCenter: input.profile?.actionCenter,
    });
    return { id: user.id };
  }

  /** POST /token?grant_type=password: a session for the right password, under the limits of passwordMatches. */
  async signInWithPassword(body: unknown, meta: RequestMeta): Promise<SessionJson> {
    const fields = asObject(body);
    const email = fields.email;
    const password = fields.password;
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw validationFailed('Email and password are required.', 400);
    }
    const normalized = email.trim().toLowerCase();
    const plausible = normalized.length <= LIMITS.emailMax && password.length <= LIMITS.passwordMax;
    const user = plausible ? await store.findUserByEmail(this.db, normalized) : null;
    if (!(await this.passwordMatches(user, password, meta, plausible)) || !user) throw invalidCredentials();
    if (!user.email_confirmed_at) {
      throw new AuthApiError(400, 'email_not_confirmed', MESSAGES.emailNotConfirmed);
    }
    return this.startSession(user, meta, 'password');
  }

  /**
   * Whether `password` is the user's. Wrong passwords are limited as GoTrue limits them, per client
   * address (an IPv6 one by its /64) and per (address, account), plus per account across addresses, with
   * growing waits instead of a lock. Each attempt is counted before the password is checked (so a burst
   * cannot slip through, and a held guess learns nothing) and taken back unless it was a real wrong
   * password; an unknown e-mail counts only towards the address. The address's and the account's limits
   * are filled by strangers, so they do not hold an account at an address it has signed in from before:
   * there only the (address, account) limit waits, and a wrong password is counted everywhere all the same.
   * Whoever is held elsewhere can still sign in with a recovery link. The counters live in the database,
   * shared by every process.
   */
  private async passwordMatches(
    user: AuthUserRow | null,
    password: string,
    meta: RequestMeta,
    plausible = true,
  ): Promise<boolean> {
    const address = clientAddressKey(meta.ip);
    const rules = this.signInRules;
    const claimed: string[] = [];
    const letThrough: { key: string; rule: RateLimitRule }[] = [];
    let familiar: Promise<boolean> | undefined;
    const claim = async (key: string, rule: RateLimitRule, filledByStrangers: boolean) => {
      const outcome = await claimAttempt(this.db, key, rule);
      if (outcome.allowed) return void claimed.push(key);
      if (filledByStrangers && user) {
        familiar ??= store.hasSignedInFrom(this.db, user.id, address);
        if (await familiar) return void letThrough.push({ key, rule });
      }
      throw tooManySignInFailures(outcome.retryAfterSeconds);
    };
    let wrongPassword = false;
    try {
      await claim(`signin:ip:${address}`, rules.perAddress, true);
      if (!user) {
        // Same work as a wrong password, so response times do not reveal which emails are registered.
        if (plausible) await argon2.verify(await this.getDummyHash(), password).catch(() => false);
        wrongPassword = plausible;
        return false;
      }
      const ownKey = `signin:ip-user:${address}:${user.id}`;
      await claim(ownKey, rules.perAddressAndAccount, false);
      await claim(`signin:account:${user.id}`, rules.perAccount, true);
      wrongPassword = !(await argon2.verify(user.password_hash, password).catch(() => false));
      if (wrongPassword) {
        for (const { key, rule } of letThrough) await countAttempt(this.db, key, rule);
      } else {
        await resetAttempts(this.db, ownKey).catch(() => undefined);
      }
      return !wrongPassword;
    } finally {
      // Only a wrong password counts; a right one, or a failure of ours (the database), is taken back.
      if (!wrongPassword)
        for (const key of claimed) await releaseAttempt(this.db, key).catch(() => undefined);
    }
  }

  private get signInRules(): Record<'perAddress' | 'perAddressAndAccount' | 'perAccount', RateLimitRule> {
    const windowSeconds = this.config.AUTH_SIGNIN_FAILURE_WINDOW_MINUTES * 60;
    const baseDelaySeconds = this.config.AUTH_SIGNIN_FIRST_WAIT_SECONDS;
    const rule = (free: number) => ({ free, baseDelaySeconds, windowSeconds });
    return {
      perAddress: rule(this.config.AUTH_SIGNIN_IP_FAILURE_LIMIT),
      perAddressAndAccount: rule(this.config.AUTH_SIGNIN_FAILURE_LIMIT),
      perAccount: rule(this.config.AUTH_SIGNIN_ACCOUNT_FAILURE_LIMIT),
    };
  }

  /** POST /token?grant_type=refresh_token: rotates the token within its session. */
  async refresh(body: unknown): Promise<SessionJson> {
    const token = asObject(body).refresh_token;
    if (typeof token !== 'string' || !token || token.length > LIMITS.refreshTokenMax) {
      throw validationFailed('refresh_token is required.', 400);
    }
    const graceMs = this.config.AUTH_REFRESH_REUSE_GRACE_SECONDS * 1000;
    const outcome = await this.db.transaction(async (tx) => {
      const row = await store.findRefreshTokenForUpdate(tx, hashOpaqueToken(token));
      if (!row || row.session_revoked_at) return { kind: 'not_found' as const };
      if (row.token_revoked_at) {
        // A token used twice: a race between tabs within the grace period, else probably a stolen copy.
        const age = Date.now() - new Date(row.token_revoked_at).getTime();
        const revoked =
          age > graceMs
            ? await store.revokeSessions(tx, { personId: row.id, sessionId: row.session_id, scope: 'local' })
            : [];
        return { kind: 'reused' as const, revoked, personId: row.id };
      }
      if (!(await store.revokeRefreshToken(tx, row.token_id))) {
        return { kind: 'reused' as const, revoked: [] as string[], personId: row.id };
      }
      const next = newOpaqueToken();
      await store.insertRefreshToken(tx, {
        hash: next.hash,
        sessionId: row.session_id,
        personId: row.id,
        parentId: row.token_id,
      });
      await store.touchSession(tx, row.session_id);
      return { kind: 'ok' as const, user: row, sessionId: row.session_id, refreshToken: next.token };
    });
    if (outcome.kind === 'not_found') {
      throw new AuthApiError(400, 'refresh_token_not_found', MESSAGES.refreshNotFound);
    }
    if (outcome.kind === 'reused') {
      this.authenticator.markRevoked(outcome.revoked);
      if (outcome.revoked.length > 0) await announceDataChanged({ db: this.db, personId: outcome.personId });
      throw new AuthApiError(400, 'refresh_token_already_used', MESSAGES.refreshAlreadyUsed);
    }
    return this.sessionJson(
      outcome.user,
      outcome.sessionId,
      outcome.refreshToken,
      outcome.user.session_method,
    );
  }

  /** GET /user: the user of a valid access token whose session is still active. */
  async getUser(accessToken: string | null): Promise<UserJson> {
    if (!accessToken) throw new AuthApiError(401, 'no_authorization', MESSAGES.noAuthorization);
    const claims = await this.signer.verifyAccessToken(accessToken);
    if (!claims) throw new AuthApiError(403, 'bad_jwt', MESSAGES.badJwt);
    const user = await store.findSessionUser(this.db, claims.session_id, claims.sub);
    if (!user) throw new AuthApiError(403, 'session_not_found', MESSAGES.sessionNotFound);
    return userJson(user);
  }

  /** POST /logout?scope=…: revokes the session(s) and their refresh tokens. */
  async signOut(accessToken: string | null, scope: unknown): Promise<void> {
    const chosen = scope === undefined || scope === '' ? 'global' : scope;
    if (chosen !== 'global' && chosen !== 'local' && chosen !== 'others') {
      throw validationFailed('scope must be one of global, local, others.', 400);
    }
    if (!accessToken) throw new AuthApiError(401, 'no_authorization', MESSAGES.noAuthorization);
    const claims = await this.signer.verifyAccessToken(accessToken, SIGN_OUT_CLOCK_TOLERANCE_SECONDS);
    if (!claims) throw new AuthApiError(403, 'bad_jwt', MESSAGES.badJwt);
    const revoked = await store.revokeSessions(this.db, {
      personId: claims.sub,
      sessionId: claims.session_id,
      scope: chosen,
    });
    this.authenticator.markRevoked(chosen === 'others' ? revoked : [...revoked, claims.session_id]);
    // Every other process drops its cached session state for the account.
    await announceDataChanged({ db: this.db, personId: claims.sub });
  }

  /**
   * POST /recover: mails a link to choose a new password, valid once and for AUTH_RECOVERY_TTL_MINUTES; a
   * newer link voids the older ones. Like GoTrue it answers the same for an unknown address (no account
   * lookup from outside), and at once: the lookup, the link and the mail happen after the answer, so its
   * timing tells nothing either. Requests are limited per client address and per e-mail address, in the
   * database, for every process.
   */
  async recover(body: unknown, redirectTo: unknown, meta: RequestMeta): Promise<Record<string, never>> {
    const email = asObject(body).email;
    if (typeof email !== 'string' || !email.trim()) throw validationFailed('Email is required.', 400);
    const normalized = email.trim().toLowerCase();
    if (normalized.length > LIMITS.emailMax || !EMAIL_PATTERN.test(normalized)) {
      throw validationFailed('Unable to validate email address: invalid format');
    }
    const perAddress = await claimAttempt(this.db, `recover:ip:${clientAddressKey(meta.ip)}`, {
      free: this.config.AUTH_RECOVERY_LIMIT_PER_HOUR,
      baseDelaySeconds: 3600,
      windowSeconds: 3600,
    });
    if (!perAddress.allowed) throw tooManyRecoveries(perAddress.retryAfterSeconds);
    // One mail a minute per address, as GoTrue's SMTP_MAX_FREQUENCY: nobody can flood an inbox.
    const perEmail = await claimAttempt(this.db, `recover:email:${normalized}`, {
      free: 1,
      baseDelaySeconds: 60,
      windowSeconds: 60,
    });
    if (!perEmail.allowed) throw tooManyRecoveries(perEmail.retryAfterSeconds);
    const target = this.redirectTarget(redirectTo);
    this.afterAnswer('A password-recovery e-mail', () => this.mailRecoveryLink(normalized, target));
    return {};
  }

  /** The link for the account with this e-mail, if there is one, and its mail. */
  private async mailRecoveryLink(email: string, redirectTo: string): Promise<void> {
    const user = await store.findUserByEmail(this.db, email);
    if (!user) return;
    const token = newOpaqueToken();
    const ttlMinutes = this.config.AUTH_RECOVERY_TTL_MINUTES;
    await store.insertRecoveryToken(this.db, {
      personId: user.id,
      hash: token.hash,
      ttlSeconds: ttlMinutes * 60,
    });
    const link = new URL('/auth/v1/verify', this.siteUrl);
    link.searchParams.set('token', token.token);
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', redirectTo);
    await this.mailer.send(recoveryMail({ to: user.email, link: link.toString(), ttlMinutes }));
  }

  /**
   * GET /verify?type=recovery: uses the mailed link once and sends the browser to `redirect_to` with a new
   * session in the fragment (`#access_token=…&type=recovery`), which supabase-js reads and announces as
   * PASSWORD_RECOVERY; an unknown, used or expired link goes there with GoTrue's `otp_expired` error.
   * `redirect_to` must be on this site; anything else goes to the reset page.
   */
  async verifyRecovery(query: Record<string, unknown>, meta: RequestMeta): Promise<string> {
    const target = new URL(this.redirectTarget(query.redirect_to));
    const token = query.token;
    const user =
      query.type === 'recovery' && typeof token === 'string' && token.length > 0 && token.length <= 256
        ? await store.consumeRecoveryToken(this.db, hashOpaqueToken(token))
        : null;
    if (!user) {
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }).toString();
      return target.toString();
    }
    const session = await this.startSession(user, meta, 'recovery');
    target.hash = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: 'recovery',
    }).toString();
    return target.toString();
  }

  /**
   * PUT /user: a new password for the signed-in user. It needs the current one (`current_password`, checked
   * and counted as a sign-in's password is) except in a session that a recovery link began less than
   * RECOVERY_SESSION_MINUTES ago, so a stolen session cannot make the account its holder's. Every other
   * session of the account is signed out. A reset in a recovery link's session also revokes the account's
   * API tokens, and mails their names: a token made by someone who held the account stops working.
   */
  async updateUser(accessToken: string | null, body: unknown, meta: RequestMeta): Promise<UserJson> {
    if (!accessToken) throw new AuthApiError(401, 'no_authorization', MESSAGES.noAuthorization);
    const claims = await this.signer.verifyAccessToken(accessToken);
    if (!claims) throw new AuthApiError(403, 'bad_jwt', MESSAGES.badJwt);
    const user = await store.findSessionUser(this.db, claims.session_id, claims.sub);
    if (!user) throw new AuthApiError(403, 'session_not_found', MESSAGES.sessionNotFound);
    const fields = asObject(body);
    const accepted = ['password', 'current_password', 'code_challenge', 'code_challenge_method'];
    const unsupported = Object.keys(fields).filter((key) => !accepted.includes(key) && fields[key] != null);
    if (unsupported.length > 0) {
      throw validationFailed(`Only the password can be changed here, not ${unsupported.join(', ')}.`);
    }
    const password = fields.password;
    if (typeof password !== 'string') throw validationFailed('Password is required.', 400);
    await checkNewPassword(password, [user.email, user.email.split('@')[0]!, usernameOf(user) ?? '']);
    const recovery = user.session_method === 'recovery';
    if (!recovery || user.session_age_seconds >= RECOVERY_SESSION_MINUTES * 60) {
      await this.requireCurrentPassword(user, fields.current_password, meta);
    }
    const passwordHash = await argon2.hash(password, HASH_OPTIONS);
    const { updated, revokedSessions, revokedTokens } = await this.db.transaction(async (tx) => ({
      updated: await store.updatePassword(tx, user.id, passwordHash),
      revokedSessions: await store.revokeSessions(tx, {
        personId: user.id,
        sessionId: claims.session_id,
        scope: 'others',
      }),
      revokedTokens: recovery ? await revokeAllApiTokens(tx, user.id) : [],
    }));
    this.authenticator.markRevoked(revokedSessions);
    // Every process, this one included, drops the account's cached sessions and API tokens.
    await announceDataChanged({ db: this.db, personId: user.id });
    if (revokedTokens.length > 0) {
      const mail = tokensRevokedMail({ to: user.email, names: revokedTokens, siteUrl: this.siteUrl });
      this.afterAnswer('The revoked API tokens e-mail', () => this.mailer.send(mail));
    }
    return userJson(updated);
  }

  /** The current password, given and right; a wrong one counts towards the sign-in limits. */
  private async requireCurrentPassword(user: AuthUserRow, current: unknown, meta: RequestMeta) {
    if (typeof current !== 'string' || !current) {
      throw new AuthApiError(400, 'current_password_required', MESSAGES.currentPasswordRequired);
    }
    if (!(await this.passwordMatches(user, current, meta))) {
      throw new AuthApiError(400, 'current_password_invalid', MESSAGES.currentPasswordInvalid);
    }
  }

  /**
   * Runs `work` (a mail) after the answer has gone: how long it takes, and whether it fails, is nobody's
   * answer. A failure is logged; close() waits for what is still running.
   */
  private afterAnswer(what: string, work: () => Promise<unknown>): void {
    const task: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => console.error(`${what} could not be sent`, error),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Waits for the mails still being sent, then closes the mail transport. */
  async close(): Promise<void> {
    await Promise.all(this.running);
    this.mailer.close();
  }

  /** The site the mailed links point to: PUBLIC_URL, or this server's own address (never a Host header). */
  private get siteUrl(): string {
    return this.config.publicUrl.replace(/\/+$/, '');
  }

  /** `redirect_to` when it is a page of this site, else the reset page: the link cannot send a session elsewhere. */
  private redirectTarget(redirectTo: unknown): string {
    const site = new URL(this.siteUrl);
    if (typeof redirectTo === 'string' && redirectTo.length <= 2048) {
      try {
        const target = new URL(redirectTo);
        if (target.origin === site.origin) return target.toString();
      } catch {
        // not a URL: the reset page below
      }
    }
    return new URL(RESET_PAGE_PATH, site).toString();
  }

  private async insertUserWithProfile(input: {
    id?: string;
    email: string;
    password: string;
    username: string;
    confirmed: boolean;
    dashboardVariant?: 'general' | 'fund';
    actionCenter?: boolean;
  }): Promise<AuthUserRow> {
    const passwordHash = await argon2.hash(input.password, HASH_OPTIONS);
    try {
      return await this.db.transaction(async (tx) => {
        const user = await store.insertUser(tx, { ...input, passwordHash });
        try {
          await store.insertProfile(tx, {
            id: user.id,
            username: input.username,
            email: user.email,
            dashboardVariant: input.dashboardVariant ?? 'general',
          });
        } catch (error) {
          throw new ProfileInsertError(error);
        }
        await insertPersonalWorkspace(
          tx,
          user.id,
          input.username,
          input.actionCenter ?? this.config.ACTION_CENTER_DEFAULT,
        );
        return user;
      });
    } catch (error) {
      throw mapSignUpError(error);
    }
  }

  /** A new session with its first refresh token; the user counts as signed in from now. */
  private async startSession(
    user: AuthUserRow,
    meta: RequestMeta,
    method: store.SessionMethod,
  ): Promise<SessionJson> {
    const refresh = newOpaqueToken();
    const sessionId = await this.db.transaction(async (tx) => {
      const id = await store.insertSession(tx, {
        personId: user.id,
        ip: meta.ip,
        addressKey: clientAddressKey(meta.ip),
        userAgent: meta.userAgent,
        method,
      });
      await store.insertRefreshToken(tx, {
        hash: refresh.hash,
        sessionId: id,
        personId: user.id,
        parentId: null,
      });
      await store.markSignedIn(tx, user.id);
      return id;
    });
    return this.sessionJson({ ...user, last_sign_in_at: new Date() }, sessionId, refresh.token, method);
  }

  private async sessionJson(
    user: AuthUserRow,
    sessionId: string,
    refreshToken: string,
    method: store.SessionMethod,
  ): Promise<SessionJson> {
    const username = usernameOf(user);
    const access = await this.signer.signAccessToken({
      personId: user.id,
      email: user.email,
      sessionId,
      username,
      method,
    });
    return {
      access_token: access.token,
      token_type: 'bearer',
      expires_in: access.expiresIn,
      expires_at: access.expiresAt,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= argon2.hash('sightline-timing-equaliser', HASH_OPTIONS);
    return this.dummyHash;
  }
}

/** Maps a failed user+profile transaction to the sign-up messages the client shows (MESSAGES). */
export function mapSignUpError(error: unknown): unknown {
  if (error instanceof ProfileInsertError) {
    if (isPgError(error.original, PG_UNIQUE_VIOLATION)) {
      return new AuthApiError(422, 'username_exists', MESSAGES.usernameRace);
    }
    return new AuthApiError(422, 'unexpected_failure', MESSAGES.profileFailed(error.message));
  }
  if (isPgError(error, PG_UNIQUE_VIOLATION))
    return new AuthApiError(422, 'user_already_exists', MESSAGES.userExists);
  return error;
}

function asObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw validationFailed('The request body must be a JSON object.', 400);
  return body as Record<string, unknown>;
}

/** Sign-up input rules: username, email and password required, with the caps from the brief. */
export async function parseSignUp(
  body: unknown,
): Promise<{ email: string; password: string; username: string }> {
  const fields = asObject(body);
  const { email, password } = fields;
  const data = fields.data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw validationFailed('data must be an object.', 400);
  }
  const username = (data as Record<string, unknown>).username;

  if (email !== undefined && typeof email !== 'string')
    throw validationFailed('Email must be a string.', 400);
  if (password !== undefined && typeof password !== 'string')
    throw validationFailed('Password must be a string.', 400);
  if (username !== undefined && username !== null && typeof username !== 'string') {
    throw validationFailed('Username must be a string.', 400);
  }
  const trimmedUsername = (username ?? '').trim();
  if (!trimmedUsername) throw validationFailed('Username is required.');
  if (
    trimmedUsername.length < LIMITS.usernameMin ||
    trimmedUsername.length > LIMITS.usernameMax ||
    !USERNAME_PATTERN.test(trimmedUsername)
  ) {
    throw validationFailed(
      `Username must be ${LIMITS.usernameMin}-${LIMITS.usernameMax} characters: letters, digits, '_', '.' or '-'.`,
    );
  }
  const normalizedEmail = (email ?? '').trim().toLowerCase();
  if (!normalizedEmail) throw validationFailed('Email is required.');
  if (normalizedEmail.length > LIMITS.emailMax) {
    throw validationFailed(`Email must be at most ${LIMITS.emailMax} characters.`);
  }
  if (!EMAIL_PATTERN.test(normalizedEmail))
    throw validationFailed('Unable to validate email address: invalid format');
  if (!password) throw validationFailed('Password is required.');
  await checkNewPassword(password, [normalizedEmail, normalizedEmail.split('@')[0]!, trimmedUsername]);
  return { email: normalizedEmail, password, username: trimmedUsername };
}

/** A new password's rules (sign-up and reset): GoTrue's length and weak-password answers. */
async function checkNewPassword(password: string, userInputs: string[]): Promise<void> {
  if (!password) throw validationFailed('Password is required.');
  if (password.length < LIMITS.passwordMin) {
    throw new AuthApiError(
      422,
      'weak_password',
      `Password should be at least ${LIMITS.passwordMin} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
  if (password.length > LIMITS.passwordMax) {
    throw validationFailed(`Password must be at most ${LIMITS.passwordMax} characters.`);
  }
  const weakness = await passwordWeakness(password, userInputs);
  if (weakness) {
    // GoTrue's words and reason for a password found in leaked-password lists.
    throw new AuthApiError(
      422,
      'weak_password',
      `Password is known to be weak and easy to guess, please choose a different one. ${weakness}`,
      { weak_password: { reasons: ['pwned'] } },
    );
  }
}

function usernameOf(user: AuthUserRow): string | undefined {
  const value = user.user_metadata?.username;
  return typeof value === 'string' ? value : undefined;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function userJson(user: AuthUserRow): UserJson {
  const username = usernameOf(user);
  const confirmedAt = iso(user.email_confirmed_at);
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: confirmedAt,
    confirmed_at: confirmedAt,
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: username ? { username } : {},
    identities: [],
    created_at: iso(user.created_at)!,
    updated_at: iso(user.updated_at)!,
    is_anonymous: false,
  };
}
