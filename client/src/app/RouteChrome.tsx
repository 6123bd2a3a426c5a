import { Link } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';

/** What a route object's `handle` may say: its page title, and whether it draws the signed-in shell. */
export interface RouteHandle {
  title?: string;
  /** The shell names the account in the title itself (`DocumentTitle` with `account`). */
  shell?: boolean;
}

const handleOf = (handle: unknown): RouteHandle => (handle ?? {}) as RouteHandle;

/** The deepest matched route's title. */
function usePageTitle(): { title: string | undefined; inShell: boolean } {
  const matches = useMatches();
  const handles = matches.map((m) => handleOf(m.handle));
  const title = handles.findLast((h) => h.title)?.title;
  return { title, inShell: handles.some((h) => h.shell) };
}

/** The document title "Page · Account · Sightline": the root names public pages, the shell its own. */
export function DocumentTitle({ account }: { account?: string }) {
  const { title, inShell } = usePageTitle();
  const inChargeHere = account !== undefined ? inShell : !inShell;
  useEffect(() => {
    if (!inChargeHere) return;
    document.title = [title, account, 'Sightline'].filter(Boolean).join(' · ');
  }, [inChargeHere, title, account]);
  return null;
}

/** The first tab stop of every page: jumps past the navigation to the page's `<main id="main">`. */
export function SkipLink() {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      px="3"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="fg"
      fontWeight="medium"
      boxShadow="md"
      _focusVisible={{ top: '2' }}
      onClick={() => {
        // Moves focus too, so the next Tab starts inside the page.
        const main = document.getElementById('main');
        if (!main) return;
        main.tabIndex = -1;
        main.focus();
      }}
    >
      Skip to content
    </Link>
  );
}
