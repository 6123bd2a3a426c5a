import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from '../components/toaster';
import { AuthClientContext } from '../features/auth/session';
import { createRouter } from './router';
import type { AuthClient } from './supabase';
import { system } from './theme';

export function App({ apollo, auth }: { apollo: ApolloClient; auth: AuthClient }) {
  const [router] = useState(createRouter);
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={apollo}>
        <AuthClientContext value={auth}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthClientContext>
      </ApolloProvider>
    </ChakraProvider>
  );
}
