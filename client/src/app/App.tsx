import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthClientContext } from '../features/auth/session';
import { createRouter } from './router';
import type { AuthClient } from './supabase';

/** The router with the auth client; Chakra UI comes with the routes that use it (ChakraLayout). */
export function App({ auth }: { auth: AuthClient }) {
  const [router] = useState(createRouter);
  return (
    <AuthClientContext value={auth}>
      <RouterProvider router={router} />
    </AuthClientContext>
  );
}
