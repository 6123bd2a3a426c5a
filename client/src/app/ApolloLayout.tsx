import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useAuthClient, useSession } from '../features/auth/session';
import { ActiveBrandContext, brandInSearch, searchWithBrand } from '../features/workspace/activeBrand';
import { createApolloClient } from './apollo';

/**
 * Provides Apollo Client to the signed-in area only, so the sign-in page loads no GraphQL code. One client
 * per signed-in user and active brand: a sign-out unmounts it (and its cache), another user or another
 * brand gets a fresh one, and the screens below are drawn anew, so no brand ever shows another's data.
 *
 * The active brand is the address's `?brand=`. A link or redirect to an address without one keeps the
 * active brand (the address gets it back); going back or forward to such an address returns to the default.
 */
export default function ApolloLayout() {
  const auth = useAuthClient();
  const personId = useSession().session?.user.id;
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const inAddress = brandInSearch(location.search);
  const [brand, setBrand] = useState(inAddress);
  const next = inAddress ?? (navigationType === 'POP' ? null : brand);
  if (next !== brand) setBrand(next);

  const lost = brand !== null && inAddress === null && navigationType !== 'POP';
  useEffect(() => {
    if (!lost || !brand) return;
    void navigate(
      { pathname: location.pathname, search: searchWithBrand(location.search, brand), hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [lost, brand, location, navigate]);

  const client = useMemo(() => (personId ? createApolloClient(auth, brand) : null), [auth, personId, brand]);
  if (!client) return null;
  return (
    <ActiveBrandContext value={brand}>
      <ApolloProvider client={client} key={brand ?? ''}>
        <Outlet />
      </ApolloProvider>
    </ActiveBrandContext>
  );
}
