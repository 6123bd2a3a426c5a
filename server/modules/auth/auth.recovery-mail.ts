import { escapeHtml } from '../../lib/html';
import type { MailMessage } from '../../core/mail';

/** The password-recovery e-mail: the one-time link, how long it works, and what to do if it was not you. */
export function recoveryMail(input: { to: string; link: string; ttlMinutes: number }): MailMessage {
  const lifetime =
    input.ttlMinutes % 60 === 0
      ? `${input.ttlMinutes / 60} hour${input.ttlMinutes === 60 ? '' : 's'}`
      : `${input.ttlMinutes} minutes`;
  const text = [
    'Someone asked to choose a new password for your Sightline account.',
    '',
    `Choose a new password: ${input.link}`,
    '',
    `The link works once, within ${lifetime}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ].join('\n');
  const link = escapeHtml(input.link);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#18181b;line-height:1.5">
<p>Someone asked to choose a new password for your Sightline account.</p>
<p><a href="${link}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Choose a new password</a></p>
<p>The link works once, within ${lifetime}. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>
</body></html>`;
  return { to: input.to, subject: 'Choose a new Sightline password', text, html };
}

/** After a reset through a recovery link: the API tokens it revoked, by name, and what to do next. */
export function tokensRevokedMail(input: { to: string; names: string[]; siteUrl: string }): MailMessage {
  const settings = `${input.siteUrl}/dashboard/settings`;
  const intro =
    'Your Sightline password was reset with a recovery link, so the API tokens of your account were revoked. Anything that used them is refused from now on:';
  const after = 'Create the tokens you still need in Settings.';
  const notYou = 'If you did not reset your password, ask for a new link from the sign-in page at once.';
  const text = [
    intro,
    '',
    ...input.names.map((name) => `- ${name}`),
    '',
    `${after} ${settings}`,
    '',
    notYou,
  ].join('\n');
  const items = input.names.map((name) => `<li>${escapeHtml(name)}</li>`).join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#18181b;line-height:1.5">
<p>${intro}</p>
<ul>${items}</ul>
<p>${after} <a href="${escapeHtml(settings)}">Open Settings</a></p>
<p>${notYou}</p>
</body></html>`;
  return { to: input.to, subject: 'Your Sightline API tokens were revoked', text, html };
}
