import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { loadTypeDefs } from '../../../server/graphql/schema-files';
import SchemaRoute from './SchemaRoute';

// The real schema, as the server serves it.
const sdl = loadTypeDefs();

afterEach(() => vi.restoreAllMocks());

/**
 * The type cards, found by their anchors: a role query walks the accessibility tree of a page holding the
 * whole schema, seconds per query in jsdom. Each card read is checked to be a region named by its type.
 */
const typeCards = () => [...document.querySelectorAll<HTMLElement>('[id^="type-"]')];
const typeCard = (name: string) => {
  const card = document.getElementById(`type-${name}`);
  expect(card?.getAttribute('role')).toBe('region');
  expect(card?.getAttribute('aria-label')).toBe(name);
  return card!;
};

const renderPage = () =>
  renderWithProviders(<SchemaRoute />, {
    route: '/dashboard/settings/schema',
    path: '/dashboard/settings/schema',
  });

test('renders every type with its fields and descriptions, Query first', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(sdl));
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Schema reference' })).toBeInTheDocument();
  expect(fetchSpy.mock.calls[0]![0]).toBe('/graphql/schema.graphql');
  await waitFor(() => expect(document.getElementById('type-Query')).not.toBeNull());
  expect(typeCards()[0]!.getAttribute('aria-label')).toBe('Query');
  const query = typeCard('Query');
  expect(within(query).getByText('fundPrompts')).toBeInTheDocument();
  expect(within(query).getAllByText(/any other account gets FORBIDDEN/)).toHaveLength(2);
  const prompt = typeCard('FundPrompt');
  expect(within(prompt).getByText('averageRank')).toBeInTheDocument();
  expect(within(prompt).getByText(/colours it green at 85 or more/)).toBeInTheDocument();
  // Field types link to their type's card.
  expect(within(query).getAllByRole('link', { name: 'FundPrompts' })[0]!.getAttribute('href')).toBe(
    '#type-FundPrompts',
  );
  expect(typeCard('TimeWindow').textContent).toContain('WEEK');
}, 30_000);

test('the filter narrows the types', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(sdl));
  renderPage();
  const filter = await screen.findByPlaceholderText('Filter types and fields...');
  fireEvent.change(filter, { target: { value: 'rankChange' } });
  expect(typeCards().map((r) => r.getAttribute('aria-label'))).toEqual(['FundPrompt']);
  fireEvent.change(filter, { target: { value: 'zzzz' } });
  expect(screen.getByText('No types match "zzzz".')).toBeInTheDocument();
}, 30_000);

test('a failed load shows the error with Retry', async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
  renderPage();
  expect(await screen.findByText('Could not load the schema (HTTP 500).')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
