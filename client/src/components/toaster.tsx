import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { countToaster } from './toaster-hosts';

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });

const ToasterView = lazy(() => import('./ToasterView'));

/** Where a page's toasts show; their view loads with the first toast, not with the page. */
export function Toaster() {
  useEffect(countToaster, []);
  const [shown, setShown] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (shown ? undefined : toaster.subscribe(() => setShown(true))), [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView toaster={toaster} />
    </Suspense>
  ) : null;
}
