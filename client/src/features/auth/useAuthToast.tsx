import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type * as ToasterModule from '../../components/toaster';
import { toasterOnPage } from '../../components/toaster-hosts';

type ToastOptions = Parameters<typeof ToasterModule.toaster.create>[0];

/** Chakra and a Toaster, loaded only when an auth page has a toast to show and no Toaster is on the page. */
const ToasterHere = lazy(async () => ({ default: (await import('../../app/ChakraLayout')).ChakraRoot }));

const loadToaster = async () => (await import('../../components/toaster')).toaster;

/**
 * The toasts of the auth pages, which load no Chakra UI. `toast` shows one here (render `host`);
 * `toastOnNextPage` leaves it to the page the user goes to next, whose Toaster shows it when it mounts.
 * An error toast goes when a later toast reports success or the page is left: a failed attempt's
 * message beside "Account created successfully!" on the next page would contradict it.
 */
export function useAuthToast() {
  const [hosted, setHosted] = useState(false);
  const shownErrors = useRef<Promise<string>[]>([]);
  const removeErrors = useCallback(() => {
    const errors = shownErrors.current.splice(0);
    if (errors.length === 0) return;
    void Promise.all([loadToaster(), ...errors]).then(([toaster, ...ids]) =>
      ids.forEach((id) => toaster.remove(id)),
    );
  }, []);
  const create = useCallback(
    (options: ToastOptions) => {
      if (options.type === 'error') {
        shownErrors.current.push(loadToaster().then((toaster) => toaster.create(options)));
        return;
      }
      removeErrors();
      void loadToaster().then((toaster) => toaster.create(options));
    },
    [removeErrors],
  );
  const toast = useCallback(
    (options: ToastOptions) => {
      if (!toasterOnPage()) setHosted(true);
      create(options);
    },
    [create],
  );
  useEffect(() => removeErrors, [removeErrors]);
  const host = hosted ? (
    <Suspense fallback={null}>
      <ToasterHere />
    </Suspense>
  ) : null;
  return { toast, toastOnNextPage: create, host };
}
