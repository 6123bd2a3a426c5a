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
