import './auth.css';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { ALERT_CIRCLE_DRAWING, CHECK_CIRCLE_DRAWING, Glyph } from '../../components/glyphs';
import { PublicTopBar } from '../../components/PublicTopBar';

/*
 * The public auth pages (sign-in, sign-up, forgotten and new password) are drawn with plain elements and
 * auth.css, not Chakra UI: the landing page is the sign-in page, and without Chakra it loads about a third
 * less script. Their look follows the theme; toasts load Chakra's toaster when one is shown (useAuthToast).
 */

/** The auth pages' frame: one card under the top bar. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="sl-auth sl-plain">
      <PublicTopBar />
      <main id="main">
        <div className="sl-card">
          <div className="sl-card-header">
            <h1>{title}</h1>
            <p>{subtitle}</p>
          </div>
          <div className="sl-card-body">{children}</div>
          {footer && <div className="sl-card-footer">{footer}</div>}
        </div>
      </main>
    </div>
  );
}

/** A form's outcome beside the form itself (not only in a toast), read out by screen readers. */
export function FormNotice({ status, children }: { status: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className="sl-notice" data-status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Glyph>{status === 'error' ? ALERT_CIRCLE_DRAWING : CHECK_CIRCLE_DRAWING}</Glyph>
      <div>{children}</div>
    </div>
  );
}

/** A labelled input; `aside` sits at the end of the label's line (the "Forgot password?" link). */
export function TextField({
  label,
  help,
  aside,
  ...input
}: { label: string; help?: string; aside?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="sl-field">
      <div className="sl-field-label-row">
        <label htmlFor={id}>{label}</label>
        {aside}
      </div>
      <input id={id} required aria-describedby={help ? `${id}-help` : undefined} {...input} />
      {help && (
        <p id={`${id}-help`} className="sl-field-help">
          {help}
        </p>
      )}
    </div>
  );
}

/** A new password's field with the rule the server checks, shown before submit (sign-up, reset). */
export function NewPasswordField(input: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      help="At least 8 characters, and not one that is easy to guess."
      {...input}
    />
  );
}

/** The auth forms' e-mail field. */
export function EmailField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The form's submit button; busy, it shows a spinner beside its label. */
export function SubmitButton({ processing, children }: { processing: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="sl-button" disabled={processing}>
      {processing && <span className="sl-spinner" data-size="sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
