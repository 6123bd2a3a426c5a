import type { ReactNode } from 'react';

/*
 * The states shown before Chakra UI loads (app start-up, the auth pages' session check), drawn with
 * app/base.css.
 */

/** A spinner with a visible label, filling the viewport. */
export function PlainLoading() {
  return (
    <div className="sl-boot" role="status" aria-live="polite">
      <div className="sl-spinner" />
      Loading data...
    </div>
  );
}

/** The start-up failure: an "Error" heading, the message and an action. */
export function PlainError({ message, action }: { message: string; action: ReactNode }) {
  return (
    <div className="sl-boot sl-boot-error sl-plain" role="alert">
      <h2>Error</h2>
      <p>{message}</p>
      {action}
    </div>
  );
}
