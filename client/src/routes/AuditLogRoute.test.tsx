import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AuditLogRouteQuery } from '../__generated__/graphql';
import { AuditLogRouteDocument } from '../__generated__/hooks';
import { renderWithProviders } from '../test/render';
import AuditLogRoute from './AuditLogRoute';

const entry = (id: string, brand: string | null, target: string): AuditLogRouteQuery['auditLog'][number] => ({
  __typename: 'AuditEntry',
  id,
  at: '2026-11-20T10:00:00Z',
  actor: 'maya@example.com',
  action: 'answer.confirm',
  target,
  brand,
});

const page = (brands: number, entries: AuditLogRouteQuery['auditLog']) => ({
  request: { query: AuditLogRouteDocument, variables: { first: 200 } },
  result: {
    data: {
      auditLog: entries,
      viewer: {
        __typename: 'Viewer',
        brands: Array.from({ length: brands }, (_, n) => ({ __typename: 'MemberBrand', id: `b${n}` })),
      },
    } satisfies AuditLogRouteQuery,
  },
});

test('in a workspace of several brands each change names its brand, and an answer reads as its question', async () => {
  renderWithProviders(<AuditLogRoute />, {
    mocks: [
      page(2, [
        entry('1', 'Stride Labs', 'answer to “Which trail shoes last longest?” (ChatGPT, 2026-11-19)'),
        entry('2', null, 'prompt: Which kettles boil fastest?'),
      ]),
    ],
  });
  const rows = await screen.findAllByTestId('audit-entry');
  expect(within(rows[0]!).getByTitle('Brand: Stride Labs')).toHaveTextContent('Stride Labs');
  expect(rows[0]).toHaveTextContent('answer to “Which trail shoes last longest?” (ChatGPT, 2026-11-19)');
  expect(within(rows[1]!).getByTitle('No brand kept for this entry')).toHaveTextContent('—');
  expect(screen.getByText('Brand')).toBeInTheDocument();
});

test('with one brand there is no brand column', async () => {
  renderWithProviders(<AuditLogRoute />, {
    mocks: [page(1, [entry('1', 'Stride Labs', 'prompt: Best shoes?')])],
  });
  const [row] = await screen.findAllByTestId('audit-entry');
  expect(within(row!).queryByTitle('Brand: Stride Labs')).toBeNull();
  expect(screen.queryByText('Brand')).toBeNull();
});
