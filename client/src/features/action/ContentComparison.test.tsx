import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ContentScoresDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { ContentComparison } from './ContentComparison';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

test('"N of M" paging is clamped and the buttons disable at the ends', () => {
  renderWithProviders(<ContentComparison />);
  const prev = screen.getByRole('button', { name: 'Previous competitor article' });
  const next = screen.getByRole('button', { name: 'Next competitor article' });
  expect(screen.getByText('1 of 5')).toBeInTheDocument();
  expect(screen.getByText('1 of 10')).toBeInTheDocument();
  expect(prev).toHaveProperty('disabled', true);
  for (let i = 0; i < 6; i++) if (!(next as HTMLButtonElement).disabled) fireEvent.click(next);
  expect(screen.getByText('5 of 5')).toBeInTheDocument();
  expect(next).toHaveProperty('disabled', true);
  fireEvent.click(prev);
  expect(screen.getByText('4 of 5')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next your article' }));
  expect(screen.getByText('2 of 10')).toBeInTheDocument();
});

test('score bars are scaled and your article shows a delta per score', () => {
  renderWithProviders(<ContentComparison />);
  const competitor = screen.getByRole('region', { name: 'Competitor Article' });
  // 10 Best API Management Platforms: citations 18 ×5 = 90, statistics 22 ×4 = 88, technical terms 30 ×3 = 90
  const bar = (name: string) =>
    within(competitor)
      .getByRole('group', { name })
      .querySelector('[aria-valuenow]')
      ?.getAttribute('aria-valuenow');
  expect(bar('Citations')).toBe('90');
  expect(bar('Statistics')).toBe('88');
  expect(bar('Technical Terms')).toBe('90');
  expect(bar('Authoritativeness')).toBe('85');
  const yours = screen.getByRole('region', { name: 'Your Article' });
  // Own article 1 against competitor 1: authoritativeness 70 vs 85 (down), fluency 85 vs 88 (≈)
  expect(within(yours).getByLabelText('Authoritativeness worse').textContent).toBe('▼');
  expect(within(yours).getByLabelText('Fluency about equal').textContent).toBe('≈');
  // Own article 6 (case study): authoritativeness 82 vs 85 ≈, quotations aside; move to it
  for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'Next your article' }));
  expect(screen.getByText('6 of 10')).toBeInTheDocument();
  expect(within(yours).getByLabelText('Authoritativeness about equal')).toBeInTheDocument();
  // Competitor 5 (fluency 90, citations 8 → 40) against own 6 (citations 14 → 70): up
  for (let i = 0; i < 4; i++)
    fireEvent.click(screen.getByRole('button', { name: 'Next competitor article' }));
  expect(within(yours).getByLabelText('Citations better').textContent).toBe('▲');
});

test('pasted text is scored by the server', async () => {
  const text = 'Seed valuations rose 18%.';
  renderWithProviders(<ContentComparison />, {
    mocks: [
      {
        request: { query: ContentScoresDocument, variables: { text } },
        result: {
          data: {
            contentScores: {
              __typename: 'ContentScores',
              authoritativeness: 5,
              citations: 0,
              quotations: 0,
              statistics: 9.6,
              technicalTerms: 1.2,
              fluency: 8.4,
              words: 4,
            },
          },
        },
      },
    ],
  });
  fireEvent.change(screen.getByLabelText('Article text'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Score Text' }));
  const region = await screen.findByRole('region', { name: 'Text scores' });
  // On the articles' 0–100 scale: 9.6 of 10 reads 96.
  expect(within(region).getByRole('group', { name: 'Statistics' })).toHaveTextContent('96');
  expect(within(region).queryByText(/\/ 10/)).toBeNull();
  expect(within(region).getByText('4 words')).toBeInTheDocument();
});

test('a link from an answer gap names the question and the competitors named instead', () => {
  renderWithProviders(<ContentComparison />, {
    route: `/dashboard/action/comparison?${new URLSearchParams({ prompt: 'Best API gateway?', competitors: 'Kong,Apigee' })}`,
    path: '/dashboard/action/comparison',
  });
  const note = screen.getByRole('note', { name: 'Answer gap' });
  expect(within(note).getByText('Best API gateway?')).toBeInTheDocument();
  expect(note.textContent).toContain('Answers name Kong, Apigee here and not you.');
  expect(within(note).getByRole('link', { name: 'Back to the answer gaps' })).toHaveAttribute(
    'href',
    '/dashboard/competitors#answer-gaps',
  );
});

test('without a gap in the address there is no note', () => {
  renderWithProviders(<ContentComparison />);
  expect(screen.queryByRole('note', { name: 'Answer gap' })).toBeNull();
});
