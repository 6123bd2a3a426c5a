/**
 * Public free reports: request one (validated, rate-limited, stored and queued in one transaction), and
 * read its status or the finished report by its unguessable token. No account is involved.
 */
import { randomBytes } from 'node:crypto';
import type { PublicContext } from '../../context';
import { isPgError, PG_UNIQUE_VIOLATION } from '../../db/db';
import { AppError, badInput } from '../../lib/errors';
import { isPlatformId } from '../../../graphql/shared/platforms';
import { livePlatforms, type EngineConfig } from '../../core/engines';
import { templatePrompts } from './report.prompts';
import { GENERATE_REPORT } from './report.job';
import {
  getRecentRequestCounts,
  getReportByToken,
  insertReport,
  type ReportRow,
  type ReportStatus,
} from './reports.store';
import { parseBody } from '../../lib/input';
import { reportInput } from '../../../graphql/shared/input-rules';

export const STILL_RUNNING =
  'A report for this address is still being generated. Please wait for its e-mail before requesting another.';
const TOO_MANY_FROM_IP = 'Too many reports were requested from your network. Please try again in an hour.';
const TOO_MANY_FOR_EMAIL =
  'Too many reports were requested for this address today. Please try again tomorrow.';

const newToken = () => randomBytes(32).toString('base64url');

export interface RequestedReport {
  token: string;
  status: ReportStatus;
}

export async function requestReport(ctx: PublicContext, raw: unknown): Promise<RequestedReport> {
  const input = parseBody(reportInput, raw);
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored or sent.
  if (input.honeypot?.trim()) return { token: newToken(), status: 'queued' };

  const counts = await getRecentRequestCounts(ctx.db, ctx.ip, input.email);
  if (counts.activeForEmail > 0) throw new AppError('CONFLICT', STILL_RUNNING);
  if (counts.byIpLastHour >= ctx.config.REPORT_LIMIT_PER_IP_PER_HOUR)
    throw new AppError('RATE_LIMITED', TOO_MANY_FROM_IP);
  if (counts.byEmailLastDay >= ctx.config.REPORT_LIMIT_PER_EMAIL_PER_DAY)
    throw new AppError('RATE_LIMITED', TOO_MANY_FOR_EMAIL);

  const prompts = input.prompts.length > 0 ? input.prompts : templatePrompts(input);
  const token = newToken();
  // The queue is ready before the transaction opens, so pg-boss never starts in the middle of it.
  await ctx.jobs.declare(GENERATE_REPORT);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await insertReport(tx, {
        token,
        email: input.email,
        companyName: input.companyName,
        website: input.website,
        competitors: input.competitors,
        keywords: input.keywords,
        prompts,
        platforms: ctx.config.REPORT_PLATFORMS,
        ip: ctx.ip,
      });
      if (!(await ctx.jobs.send(GENERATE_REPORT, { reportId: row.id }, { tx })))
        throw new Error('The report job could not be queued');
    });
  } catch (error) {
    // Two requests for one address at the same moment: the partial unique index lets one through.
    if (isPgError(error, PG_UNIQUE_VIOLATION)) throw new AppError('CONFLICT', STILL_RUNNING);
    throw error;
  }
  return { token, status: 'queued' };
}

/** The platforms a free report asks that the simulated engine answers for (no API key on this server). */
export function reportSimulatedPlatforms(ctx: Pick<PublicContext, 'config'>) {
  const live = livePlatforms(ctx.config as EngineConfig);
  return ctx.config.REPORT_PLATFORMS.filter(isPlatformId).filter((platform) => !live.includes(platform));
}

function checkToken(token: unknown): string {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token))
    throw badInput('Invalid report token.');
  return token;
}

/** The report behind a token, or null when there is none. The requester's e-mail is never exposed. */
export async function reportByToken(
  ctx: Pick<PublicContext, 'db'>,
  token: unknown,
): Promise<ReportRow | null> {
  return getReportByToken(ctx.db, checkToken(token));
}
