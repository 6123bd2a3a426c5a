import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { system } from './theme';

/** Chakra UI with the app's theme, and the toasts. */
export function ChakraRoot({ children }: { children?: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}

/**
 * Every screen but the auth pages sits inside this route: Chakra UI (its theme is most of its weight)
 * loads with the first of them, not on the landing page.
 */
export default function ChakraLayout() {
  return (
    <ChakraRoot>
      <Outlet />
    </ChakraRoot>
  );
}
