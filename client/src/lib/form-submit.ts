import { useState, type FormEvent } from 'react';

export const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'An unknown error occurred';

/**
 * A form's submit: busy while `action` runs, and what it threw kept to show beside the form (`error`, its
 * message; `failure`, the thrown value itself, for a form that shows it beside one field).
 */
export function useFormSubmit(action: () => Promise<void>) {
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    setFailure(null);
    try {
      await action();
    } catch (caught) {
      setFailure(caught ?? new Error('An unknown error occurred'));
    } finally {
      setProcessing(false);
    }
  }
  return { processing, failure, error: failure ? errorMessage(failure) : null, onSubmit };
}
