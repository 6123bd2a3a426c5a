import { useCallback, useEffect, useState } from 'react';
import { readCookie, writeCookie } from '../lib/cookies';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_SHORTCUT = 'b';

/**
 * The sidebar's open/collapsed state: kept in a cookie for 7 days, toggled by Ctrl+B or Cmd+B.
 * On mobile the same shortcut opens and closes the drawer instead (not remembered).
 */
export function useSidebarState(isMobile: boolean) {
  const [open, setOpenState] = useState(() => readCookie(SIDEBAR_COOKIE) !== 'false');
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeCookie(SIDEBAR_COOKIE, String(value), SIDEBAR_COOKIE_MAX_AGE);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((o) => !o);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { open, mobileOpen, setMobileOpen, toggle };
}
