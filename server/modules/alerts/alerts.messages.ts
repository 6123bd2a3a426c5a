/**
 * What a notification says on each channel: an e-mail (HTML with a plain-text part, every text escaped),
 * a JSON body for webhooks, and a Slack-compatible body ({"text", "blocks"}) for Slack's incoming
 * webhooks and the tools that take the same shape.
 */
import { ALERT_RULES } from '../../../graphql/shared/alert-rules';
import { proseDay } from '../../lib/dates';
import { escapeHtml } from '../../lib/html';
import { headerText, MAIL_COLORS, mailButton, mailDocument } from '../../core/mail';
import type { AlertEventRow, NotificationPurpose, WebhookFormat } from './alerts.store';

export interface AlertMessage {
  purpose: NotificationPurpose;
  notificationId: string;
  createdAt: Date;
  brand: string;
  /** The product's address (PUBLIC_URL), for links. */
  publicUrl: string;
  run: { id: string; day: string; status: string } | null;
  events: readonly AlertEventRow[];
}

export const alertsPageUrl = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/dashboard/alerts`;

const TEST_TEXT =
  'This is a test from Sightline: alerts will arrive here, signed like this message, whenever a collection run fires one.';

function summary(message: AlertMessage): string {
  if (message.purpose === 'test') return `Test alert for ${message.brand}`;
  const [first] = message.events;
  if (message.events.length === 1 && first) return first.title;
  return `${message.events.length} alerts for ${message.brand}`;
}

export function alertEmail(message: AlertMessage) {
  const subject = headerText(`Sightline: ${summary(message)}`);
  const url = alertsPageUrl(message.publicUrl);
  const rows = message.events
    .map(
      (event) => `<tr><td style="padding:12px 0;border-bottom:1px solid ${MAIL_COLORS.border}">
      <div style="font-size:12px;color:${MAIL_COLORS.subtle};text-transform:uppercase;letter-spacing:.04em">${escapeHtml(ALERT_RULES[event.kind].label)} · ${escapeHtml(proseDay(event.day))}</div>
      <div style="font-size:16px;font-weight:600;margin-top:2px">${escapeHtml(event.title)}</div>
      <div style="font-size:14px;color:${MAIL_COLORS.muted};margin-top:4px">${escapeHtml(event.detail)}</div>
    </td></tr>`,
    )
    .join('');
  const body =
    message.purpose === 'test'
      ? `<p style="margin:0;color:${MAIL_COLORS.muted};font-size:14px">${escapeHtml(TEST_TEXT)}</p>`
      : `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows}</table>`;
  const html = mailDocument({
    title: escapeHtml(subject),
    heading: escapeHtml(summary(message)),
    body: `${body}${mailButton(escapeHtml(url), 'See the answers behind them')}`,
    footer: escapeHtml(
      'You receive these alerts because they are switched on for your account. Choose which rules fire, and where to, in Settings → Alerts.',
    ),
  });
  const text = [
    summary(message),
    '',
    ...(message.purpose === 'test'
      ? [TEST_TEXT]
      : message.events.flatMap((event) => [
          `${ALERT_RULES[event.kind].label} (${proseDay(event.day)}): ${event.title}`,
          event.detail,
          '',
        ])),
    `See the answers behind them: ${url}`,
    '',
    'Choose which rules fire, and where to, in Settings → Alerts.',
  ].join('\n');
  return { subject, html, text };
}

/** Slack's mrkdwn gives &, < and > meaning. */
const slackText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Slack takes at most 50 blocks: a header, a section per alert, and the link. */
const SLACK_ALERT_BLOCKS = 45;

export function webhookBody(message: AlertMessage, format: WebhookFormat): string {
  const url = alertsPageUrl(message.publicUrl);
  if (format === 'slack') {
    const shown = message.events.slice(0, SLACK_ALERT_BLOCKS);
    const more = message.events.length - shown.length;
    return JSON.stringify({
      text: summary(message),
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: summary(message).slice(0, 150) } },
        ...(message.purpose === 'test'
          ? [{ type: 'section', text: { type: 'mrkdwn', text: slackText(TEST_TEXT) } }]
          : shown.map((event) => ({
              type: 'section',
              text: { type: 'mrkdwn', text: `*${slackText(event.title)}*\n${slackText(event.detail)}` },
            }))),
        {
          type: 'context',
          elements: [
            {
              type: 'mrkdwn',
              text: `${more > 0 ? `and ${more} more · ` : ''}<${url}|See the answers behind them in Sightline>`,
            },
          ],
        },
      ],
    });
  }
  return JSON.stringify({
    type: message.purpose,
    id: message.notificationId,
    createdAt: message.createdAt.toISOString(),
    brand: message.brand,
    run: message.run,
    alerts: message.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      title: event.title,
      detail: event.detail,
      day: event.day,
      firedAt: new Date(event.firedAt).toISOString(),
      answers: event.answers,
    })),
    url,
  });
}
