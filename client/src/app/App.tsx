import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { AuthClientContext } from '../features/auth/session';
import { createRouter } from './router';
import type { AuthClient } from './supabase';
import { system } from './theme';

export function App({ auth }: { auth: AuthClient }) {
  const [router] = useState(createRouter);
  return (
    <ChakraProvider value={system}>
      <AuthClientContext value={auth}>
        <RouterProvider router={router} />
        <Toaster />
      </AuthClientContext>
    </ChakraProvider>
  );
}
