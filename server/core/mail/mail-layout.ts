/**
 * The pieces of an account e-mail's HTML (alerts, the weekly digest): table layout and inline styles, as
 * mail clients need. Callers pass text through escapeHtml (lib/html.ts) before it reaches any of these.
 */

/** Header-safe text: no line breaks (no header injection), bounded length. */
export const headerText = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 120);

export const MAIL_COLORS = {
  text: '#18181b',
  muted: '#52525b',
  subtle: '#71717a',
  border: '#e4e4e7',
  accent: '#0f766e',
  button: '#0d9488',
  good: '#15803d',
  bad: '#b91c1c',
};

/** A link styled as a button; `href` and `label` escaped already. */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:24px 0 8px" align="center"><a href="${href}" style="display:inline-block;background:${MAIL_COLORS.button};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${label}</a></p>`;

/**
 * A whole message: the page around a 600 px card with the Sightline label, `heading`, the body and a
 * small footer line. Every argument is HTML already (escaped text or built from these pieces).
 */
export function mailDocument(input: { title: string; heading: string; body: string; footer: string }) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${input.title}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${MAIL_COLORS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td>
  <div style="font-size:14px;font-weight:600;color:${MAIL_COLORS.accent}">Sightline</div>
  <h1 style="font-size:22px;margin:8px 0 12px">${input.heading}</h1>
  ${input.body}
  <p style="margin:20px 0 0;color:#a1a1aa;font-size:12px">${input.footer}</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}
