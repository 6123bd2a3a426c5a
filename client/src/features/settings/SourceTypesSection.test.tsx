import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SetSourceCategoryDocument, SourceTypesSectionDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RoleContext } from '../workspace/role';
import { SourceTypesSection } from './SourceTypesSection';

const overridesMock = (overrides: { domain: string; category: string }[]) => ({
  request: { query: SourceTypesSectionDocument },
  result: {
    data: {
      sourceCategoryOverrides: overrides.map((o) => ({ __typename: 'SourceCategoryOverride', ...o })),
    },
  },
});
const setMock = (
  input: { domain: string; category: string | null },
  overrides: { domain: string; category: string }[],
) => {
  let called = false;
  return {
    mock: {
      request: { query: SetSourceCategoryDocument, variables: { input } },
      result: () => {
        called = true;
        return {
          data: {
            setSourceCategory: {
              __typename: 'SetSourceCategoryPayload',
              overrides: overrides.map((o) => ({ __typename: 'SourceCategoryOverride', ...o })),
            },
          },
        };
      },
    },
    called: () => called,
  };
};

test('lists the overrides, refuses a non-domain in the rule’s words, saves a domain and removes one', async () => {
  const current = [{ domain: 'news.ycombinator.com', category: 'EDITORIAL' }];
  const saved = setMock({ domain: 'community.acme.io', category: 'USER_GENERATED' }, current);
  const removed = setMock({ domain: 'news.ycombinator.com', category: null }, []);
  renderWithProviders(<SourceTypesSection />, {
    mocks: [overridesMock(current), saved.mock, overridesMock(current), removed.mock, overridesMock([])],
  });
  const table = await screen.findByRole('table', { name: 'Source type overrides' });
  expect(within(table).getByText('news.ycombinator.com')).toBeInTheDocument();
  expect(within(table).getByText('Editorial')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'not a domain' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  expect(screen.getByText('Enter a domain such as reddit.com or docs.acme.io.')).toBeInTheDocument();
  expect(saved.called()).toBe(false);

  fireEvent.change(screen.getByLabelText('Domain'), { target: { value: 'community.acme.io' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
  await waitFor(() => expect(saved.called()).toBe(true));
  await waitFor(() => expect(screen.getByLabelText('Domain')).toHaveValue(''));

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Use the built-in rules for news.ycombinator.com' }));
  });
  await waitFor(() => expect(removed.called()).toBe(true));
});

test('a VIEWER sees Save and Remove disabled, with the reason every write control gives', async () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <SourceTypesSection />
    </RoleContext>,
    { mocks: [overridesMock([{ domain: 'news.ycombinator.com', category: 'EDITORIAL' }])] },
  );
  const reason = 'Viewers can read and export; ask an admin to change your role.';
  const remove = await screen.findByRole('button', {
    name: 'Use the built-in rules for news.ycombinator.com',
  });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAttribute('title', reason);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(screen.getByText(reason)).toBeVisible();
});
