import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CorrectStatementDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { RoleContext } from '../workspace/role';
import { AnswerItem } from './AnswerItem';
import { answer } from './answers.fixtures';

const statements = [
  {
    __typename: 'Statement' as const,
    id: 's1',
    competitorName: null,
    text: '**The catch** is the price.',
    polarity: 'NEGATIVE' as const,
    aspects: ['PRICE_VALUE' as const],
    correctedBy: null,
  },
  {
    __typename: 'Statement' as const,
    id: 's2',
    competitorName: 'Kong',
    text: 'Kong costs less than half as much.',
    polarity: 'POSITIVE' as const,
    aspects: ['PRICE_VALUE' as const, 'FEATURES_RANGE' as const],
    correctedBy: 'ana@example.com',
  },
];

/** The answer opened in its row, and its What it says section. */
function saysSection() {
  fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  return screen.findByRole('region', { name: 'What it says' });
}

test('each statement with whom it is about, its polarity, aspects and words; an editor corrects its polarity', async () => {
  renderWithProviders(
    <AnswerItem answer={answer({ statements })} subject={{ brand: 'Quillstack', aboutBrand: true }} />,
    {
      mocks: [
        {
          request: {
            query: CorrectStatementDocument,
            variables: { input: { statementId: 's1', polarity: 'NEUTRAL' } },
          },
          result: {
            data: {
              correctStatement: {
                __typename: 'CorrectStatementPayload',
                statement: {
                  __typename: 'Statement',
                  id: 's1',
                  polarity: 'NEUTRAL',
                  aspects: ['PRICE_VALUE'],
                  correctedBy: 'demo@example.com',
                },
              },
            },
          },
        },
      ],
    },
  );
  const says = await saysSection();
  const items = within(says).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByText('Quillstack')).toBeVisible();
  expect(within(items[0]!).getByText('Negative', { selector: 'span' })).toBeVisible();
  expect(within(items[0]!).getByText('Price and value')).toBeVisible();
  expect(within(items[0]!).getByText('“The catch is the price.”')).toBeVisible();
  expect(within(items[1]!).getByText('Kong')).toBeVisible();
  expect(within(items[1]!).getByText('Features and range')).toBeVisible();
  expect(within(items[1]!).getByText('corrected by ana@example.com')).toBeVisible();

  fireEvent.change(
    within(items[0]!).getByRole('combobox', { name: 'Polarity of the statement about Quillstack' }),
    {
      target: { value: 'NEUTRAL' },
    },
  );
  // The mock answers only these variables: the toast says the server took the correction (the drawer's
  // query then shows the statement's new reading from the normalised cache).
  expect(await screen.findByText('Statement marked neutral')).toBeVisible();
});

test('a viewer reads the statements without the control to correct them', async () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <AnswerItem answer={answer({ statements })} subject={{ brand: 'Quillstack', aboutBrand: true }} />
    </RoleContext>,
  );
  const says = await saysSection();
  expect(within(says).getAllByRole('listitem')).toHaveLength(2);
  expect(within(says).queryByRole('combobox')).toBeNull();
});

test('an answer with no statement says so', async () => {
  renderWithProviders(
    <AnswerItem answer={answer({ statements: [] })} subject={{ brand: 'Quillstack', aboutBrand: true }} />,
  );
  const says = await saysSection();
  expect(within(says).getByText('No statement about Quillstack or a tracked competitor.')).toBeVisible();
});
