import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { promptsData } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { answer, answersMock, failedAnswer } from '../answers/answers.fixtures';
import { PromptGroupCard } from './PromptGroupCard';

const group = promptsData().promptGroups[0]!;

test("a prompt's Visibility badge opens its answers and shows its failed captures beside it", async () => {
  const filter = { promptId: 'p2' };
  renderWithProviders(<PromptGroupCard group={group} open onToggle={() => {}} />, {
    mocks: [
      answersMock({
        figure: filter,
        counts: { totalCount: 13, okCount: 10, visibleCount: 2, failureCount: 3 },
        nodes: [answer({ question: 'Top fintech investors in Europe' }), failedAnswer('f1')],
      }),
    ],
  });
  const rows = screen.getAllByRole('row');
  expect(within(rows[2]!).getByText('3 failed captures excluded')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText(/failed capture/)).toBeNull();
  fireEvent.click(
    within(rows[2]!).getByRole('button', {
      name: 'Visibility 20.0%: show the answers to "Top fintech investors in Europe"',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Prompt · Top fintech investors in Europe' });
  expect(
    await within(drawer).findByText(
      '2 of 10 answers over all time mentioned Quillstack · 3 failed captures excluded',
    ),
  ).toBeInTheDocument();
  expect(within(drawer).getByText(/Capture failed/)).toBeInTheDocument();
});

test('each prompt says whether it names the brand, and whether the account chose that', () => {
  renderWithProviders(<PromptGroupCard group={group} open onToggle={() => {}} />);
  const rows = screen.getAllByRole('row');
  expect(within(rows[1]!).getByText('Unbranded')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Branded · set by you')).toBeInTheDocument();
});
