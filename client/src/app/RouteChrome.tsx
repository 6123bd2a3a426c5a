import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
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

/** Lets a page name itself by what it shows ("Billing · Quillstack · Sightline" for the Billing topic). */
const NamedPage = createContext<(name: string | null) => void>(() => {});

/**
 * The document title "Page · Account · Sightline" for the pages inside it: the root names public pages,
 * the shell its own. A page may replace its route's title with its own name (`usePageName`).
 */
export function DocumentTitle({ account, children }: { account?: string; children: ReactNode }) {
  const { title, inShell } = usePageTitle();
  const [name, setName] = useState<string | null>(null);
  const inChargeHere = account !== undefined ? inShell : !inShell;
  const shown = name ?? title;
  useEffect(() => {
    if (!inChargeHere) return;
    document.title = [shown, account, 'Sightline'].filter(Boolean).join(' · ');
  }, [inChargeHere, shown, account]);
  return <NamedPage value={setName}>{children}</NamedPage>;
}

/** Names the page in the document title while it is shown (a topic by its name). */
export function usePageName(name: string | undefined) {
  const setName = useContext(NamedPage);
  useEffect(() => {
    if (!name) return;
    setName(name);
    return () => setName(null);
  }, [name, setName]);
}

/** The first tab stop of every page: jumps past the navigation to the page's `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sl-skip-link"
      onClick={() => {
        // Moves focus too, so the next Tab starts inside the page.
        const main = document.getElementById('main');
        if (!main) return;
        main.tabIndex = -1;
        main.focus();
      }}
    >
      Skip to content
    </a>
  );
}
