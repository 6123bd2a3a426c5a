import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { createFakeAuth, renderWithProviders } from '../test/render';
import ExplorerRoute from './ExplorerRoute';

// GraphiQL needs Monaco and web workers, which jsdom has neither of: a stand-in records its props.
const graphiqlProps = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }));
vi.mock('graphiql/setup-workers/vite', () => ({}));
vi.mock('graphiql/style.css', () => ({}));
vi.mock('graphiql', () => ({
  GraphiQL: (props: Record<string, unknown> & { children?: ReactNode }) => {
    graphiqlProps.current = props;
    return <div data-testid="graphiql-stub">GraphiQL</div>;
  },
}));

test("renders GraphiQL with a fetcher that sends the signed-in user's token", async () => {
  const fetchSpy = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response('{"data":{"viewer":{"variant":"FUND"}}}'));
  const { auth } = createFakeAuth();
  renderWithProviders(<ExplorerRoute />, {
    route: '/dashboard/settings/graphql',
    path: '/dashboard/settings/graphql',
    auth,
    variant: 'FUND',
  });
  expect(await screen.findByRole('heading', { name: 'GraphQL explorer' })).toBeInTheDocument();
  expect(screen.getByTestId('graphiql-stub')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Schema reference' }).getAttribute('href')).toBe(
    '/dashboard/settings/schema',
  );
  const props = graphiqlProps.current!;
  expect(props.defaultQuery).toContain('fundPrompts');
  expect(props.shouldPersistHeaders).toBe(false);

  const fetcher = props.fetcher as (p: { query: string }) => Promise<unknown>;
  expect(await fetcher({ query: '{ viewer { variant } }' })).toEqual({
    data: { viewer: { variant: 'FUND' } },
  });
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(url).toBe('/graphql');
  expect((init?.headers as Record<string, string>).authorization).toBe('Bearer token');
  fetchSpy.mockRestore();
});
