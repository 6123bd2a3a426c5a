import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { PageFilter } from '../filter/pageFilter';
import { underPageFilter, type DrawerRequest, type OpenedAnswers } from './answersRequest';

/** The drawer itself loads when a figure is first opened, not with the page (it is no part of first paint). */
const AnswersDrawerPanel = lazy(() => import('./AnswersDrawerPanel'));

const OpenAnswersContext = createContext<((request: DrawerRequest) => void) | null>(null);

/**
 * Opens the answers behind a figure, or one answer; null outside an AnswersDrawerProvider (where figures
 * are shown without a drill-down, e.g. sample data).
 */
export const useOpenAnswers = () => useContext(OpenAnswersContext);

/**
 * Holds the one answers drawer of a page; figures inside open it with useOpenAnswers(). With the page
 * filter, every drill-down follows its period and platforms.
 */
export function AnswersDrawerProvider({
  children,
  pageFilter,
}: {
  children: ReactNode;
  pageFilter?: PageFilter;
}) {
  const [opened, setOpened] = useState<OpenedAnswers | null>(null);
  const [open, setOpen] = useState(false);
  const openAnswers = useCallback(
    (request: DrawerRequest) => {
      setOpened((previous) => ({
        // One answer is that answer whatever the filter.
        request: 'answerId' in request ? request : underPageFilter(request, pageFilter),
        serial: (previous?.serial ?? 0) + 1,
      }));
      setOpen(true);
    },
    [pageFilter],
  );
  return (
    <OpenAnswersContext.Provider value={openAnswers}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <AnswersDrawerPanel
            open={open}
            onOpenChange={setOpen}
            onExitComplete={() => setOpened(null)}
            opened={opened}
          />
        </Suspense>
      )}
    </OpenAnswersContext.Provider>
  );
}
