import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'sightline-color-mode';
type Mode = 'light' | 'dark';
const listeners = new Set<() => void>();

const current = (): Mode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

function apply(mode: Mode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Light or dark mode; the class on <html> drives Chakra's `_dark` condition (set before paint in index.html). */
export function useColorMode() {
  const colorMode = useSyncExternalStore(subscribe, current, () => 'light' as Mode);
  const toggleColorMode = useCallback(() => apply(current() === 'dark' ? 'light' : 'dark'), []);
  return { colorMode, toggleColorMode };
}
