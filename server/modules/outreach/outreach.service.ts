/**
 * Email Outreach: Send really sends, through the same mail transport as the report e-mails (SMTP_URL, or
 * .eml files in DATA_DIR/outbox/), and records the message on its campaign.
 */
import { z } from 'zod';
import { announceDataChanged } from '../../db/data-changed';
import { claimAttempt, releaseAttempt } from '../../db/rate-limits';
import { AppError, badInput } from '../../lib/errors';
import { requireActionCenter, viewerBrand, memberProfile } from '../brands';
import { type BrandScope } from '../../scope';
import { createMailer, type Mailer } from '../../core/mail';
import { getOutreachMessages, insertOutreachMessage } from './outreach.store';
import { escapeHtml } from '../../lib/html';
import { requireRole } from '../../scope';

const inputSchema = z.object({
  sourceId: z.string().trim().min(1).max(100),
  sourceName: z.string().trim().min(1).max(200),
  to: z.email().max(254),
  subject: z.string().trim().min(1, 'A subject is required.').max(300),
  body: z.string().trim().min(1, 'A message body is required.').max(20_000),
  campaignId: z.string().trim().max(100).nullish(),
});
export type SendOutreachInput = z.input<typeof inputSchema>;

/** Plain text as simple HTML paragraphs, every character escaped. */
export function outreachHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export async function sendOutreachEmail(
  scope: BrandScope,
  input: SendOutreachInput,
  mailer: Mailer = createMailer(scope.config),
) {
  requireRole(scope, 'EDITOR', 'sending outreach e-mail');
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw badInput(first.path[0] === 'to' ? 'The recipient must be a valid e-mail address.' : first.message);
  }
  await requireActionCenter(scope);
  // Outreach mail goes to strangers from our sender: an account sends at most so many an hour.
  const limitKey = `outreach:${scope.brandId}`;
  const claim = await claimAttempt(scope.db, limitKey, {
    free: scope.config.OUTREACH_LIMIT_PER_HOUR,
    baseDelaySeconds: 3600,
    windowSeconds: 3600,
  });
  if (!claim.allowed) {
    const minutes = Math.ceil(claim.retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `You have sent ${scope.config.OUTREACH_LIMIT_PER_HOUR} outreach e-mails in the last hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  }
  const { to, subject, body, sourceId, sourceName, campaignId } = parsed.data;
  const [profile, brand] = await Promise.all([memberProfile(scope), viewerBrand(scope)]);
  const signature = brand?.name ?? profile.username;
  try {
    const sent = await mailer
      .send({
        to,
        subject,
        text: `${body}\n\n--\nSent for ${signature} with Sightline`,
        html: `${outreachHtml(body)}\n<p style="color:#666">-- <br>Sent for ${escapeHtml(signature)} with Sightline</p>`,
      })
      .catch(async (error: unknown) => {
        // Nothing was sent: it does not count.
        await releaseAttempt(scope.db, limitKey);
        throw error;
      });
    const message = await insertOutreachMessage(scope.db, scope.brandId, {
      campaignId: campaignId ?? null,
      sourceId,
      sourceName,
      to,
      subject,
      body,
      messageId: sent.messageId,
      delivery: sent.delivery === 'smtp' ? 'smtp' : 'outbox',
    });
    await announceDataChanged(scope);
    return { message };
  } finally {
    mailer.close();
  }
}

export function outreachMessages(scope: BrandScope) {
  return getOutreachMessages(scope.db, scope.brandId);
}
