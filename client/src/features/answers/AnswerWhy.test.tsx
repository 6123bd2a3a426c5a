import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AnswerItem_AnswerFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { AnswerItem } from './AnswerItem';
import { answer } from './answers.fixtures';

type WhyLine = NonNullable<AnswerItem_AnswerFragment['why']>['visibility'][number];

const line = (ruleId: string | null, text: string, corrected = false): WhyLine => ({
  __typename: 'WhyLine',
  subject: 'Quillstack',
  ruleId,
  text,
  corrected,
});

/** The answer opened in its row, and its Why section. */
function whySection() {
  fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  return screen.findByRole('region', { name: 'Why' });
}

test('each reading says in plain words which rule decided it, or who corrected it', async () => {
  renderWithProviders(
    <AnswerItem
      answer={answer({
        why: {
          __typename: 'AnswerWhy',
          visibility: [
            line(
              'name',
              'Counted: ‘Quillstack’ read as the name: nothing around it reads otherwise: rule name.',
            ),
          ],
          position: line('first-mention-order', 'Position 1: named before any tracked competitor.'),
          competitors: [line('name', '‘Kong’ read as the name: rule name.')],
          sentiment: line(null, 'Negative: corrected by ana@example.com.', true),
        },
      })}
    />,
  );
  const why = await whySection();
  const readings = within(why)
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(readings).toEqual(['Visibility', 'Position', 'Competitors', 'Sentiment']);
  expect(
    within(why).getByText(/‘Quillstack’ read as the name: nothing around it reads otherwise: rule name\./),
  ).toBeVisible();
  expect(within(why).getByText('Position 1: named before any tracked competitor.')).toBeVisible();
  expect(within(why).getByText('Negative: corrected by ana@example.com.')).toBeVisible();
});

test('an answer not visible shows the rule that left each reading of the name out, and no position', async () => {
  renderWithProviders(
    <AnswerItem
      answer={answer({
        visible: false,
        position: null,
        why: {
          __typename: 'AnswerWhy',
          visibility: [
            line(
              'excluded-sense',
              'Not counted: ‘Mercury’ read as a sense you said the name is not: rule excluded-sense.',
            ),
          ],
          position: null,
          competitors: [],
          sentiment: null,
        },
      })}
    />,
  );
  const why = await whySection();
  expect(
    within(why)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Visibility']);
  expect(
    within(why).getByText(/read as a sense you said the name is not: rule excluded-sense/),
  ).toBeVisible();
});

test('a reading from before explanations were kept says so', async () => {
  renderWithProviders(<AnswerItem answer={answer({ why: null })} />);
  expect(within(await whySection()).getByText(/This reading predates explanations/)).toBeVisible();
});

test('the analyzer is named in plain words, its technical id in the tooltip', async () => {
  renderWithProviders(<AnswerItem answer={answer({ analyzer: 'rules@2026.11.28.5' })} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  const note = await screen.findByText("Read by Sightline's analyzer (version of Nov 28, 2026).");
  expect(note).toHaveAttribute('title', 'rules@2026.11.28.5');
  expect(screen.queryByText(/rules@/)).toBeNull();
});

test('a simulated answer’s searches are marked simulated; a real answer’s are the searches it ran', async () => {
  const searchQueries = ['best running shoes for flat feet'];
  renderWithProviders(
    <ul>
      <AnswerItem answer={answer({ id: 'sim', simulated: true, searchQueries })} />
      <AnswerItem answer={answer({ id: 'real', simulated: false, searchQueries })} />
    </ul>,
  );
  for (const button of screen.getAllByRole('button', { name: 'Show answer' })) fireEvent.click(button);
  expect(await screen.findByRole('list', { name: 'Simulated searches (none was run)' })).toHaveTextContent(
    'best running shoes for flat feet',
  );
  expect(screen.getByRole('list', { name: 'Searches it ran' })).toBeInTheDocument();
});
