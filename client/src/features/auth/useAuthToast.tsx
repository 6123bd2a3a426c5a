import { lazy, Suspense, useCallback, useState } from 'react';
import type * as ToasterModule from '../../components/toaster';
import { toasterOnPage } from '../../components/toaster-hosts';

type ToastOptions = Parameters<typeof ToasterModule.toaster.create>[0];

/** Chakra and a Toaster, loaded only when an auth page has a toast to show and no Toaster is on the page. */
const ToasterHere = lazy(async () => ({ default: (await import('../../app/ChakraLayout')).ChakraRoot }));

const create = async (options: ToastOptions) =>
  (await import('../../components/toaster')).toaster.create(options);

/**
 * The toasts of the auth pages, which load no Chakra UI. `toast` shows one here (render `host`);
 * `toastOnNextPage` leaves it to the page the user goes to next, whose Toaster shows it when it mounts.
 */
export function useAuthToast() {
  const [hosted, setHosted] = useState(false);
  const toast = useCallback((options: ToastOptions) => {
    if (!toasterOnPage()) setHosted(true);
    void create(options);
  }, []);
  const toastOnNextPage = useCallback((options: ToastOptions) => void create(options), []);
  const host = hosted ? (
    <Suspense fallback={null}>
      <ToasterHere />
    </Suspense>
  ) : null;
  return { toast, toastOnNextPage, host };
}
