// @vitest-environment jsdom
// jsdom, not the project's happy-dom: Ark UI calls getElementById on the root node, which happy-dom's
// fragments lack.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AnswerItem_AnswerFragment, CorrectAnswerInput } from '../../__generated__/graphql';
import {
  AnswerReviewCompetitorsDocument,
  ClearCorrectionDocument,
  ConfirmAnswerDocument,
  CorrectAnswerDocument,
} from '../../__generated__/hooks';
import type { MockedResponse } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';
import { Button } from '@chakra-ui/react';
import { renderWithProviders } from '../../test/render';
import { RoleContext } from '../workspace/role';
import { AnswerItem } from './AnswerItem';
import { AnswersDrawerProvider, useOpenAnswers } from './AnswersDrawer';
import { type AnswersRequest } from './answersRequest';
import { answer, answersMock } from './answers.fixtures';

const request: AnswersRequest = {
  title: 'Brand Visibility · Nov 5, 2026',
  filter: { topicId: null, day: '2026-11-05' },
  period: 'on Nov 5, 2026',
  measure: { kind: 'visibility' },
};

function Opener() {
  const openAnswers = useOpenAnswers();
  return <Button onClick={() => openAnswers?.(request)}>Open</Button>;
}

/**
 * The drawer listing `before`; a review returns `after`, and the drawer, read again (every active query
 * is), lists it with the counts it changed.
 */
async function openDrawer(
  before: AnswerItem_AnswerFragment,
  after: AnswerItem_AnswerFragment,
  mocks: MockedResponse[],
) {
  const counts = (node: AnswerItem_AnswerFragment) => ({
    totalCount: 1,
    okCount: 1,
    visibleCount: node.visible ? 1 : 0,
    failureCount: 0,
  });
  renderWithProviders(
    <AnswersDrawerProvider>
      <Opener />
    </AnswersDrawerProvider>,
    {
      mocks: [
        answersMock({ figure: request.filter, counts: counts(before), nodes: [before] }),
        ...mocks,
        answersMock({ figure: request.filter, counts: counts(after), nodes: [after] }),
      ],
    },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog', { name: request.title });
}

const subject = { brand: 'Quillstack', aboutBrand: true };

const competitorsMock = {
  request: { query: AnswerReviewCompetitorsDocument },
  result: {
    data: {
      competitors: [
        { __typename: 'Competitor' as const, id: 'c-kong', name: 'Kong' },
        { __typename: 'Competitor' as const, id: 'c-tyk', name: 'Tyk' },
      ],
    },
  },
  maxUsageCount: 5,
};

const correction = (confirmed: boolean) => ({
  __typename: 'AnswerCorrection' as const,
  by: 'editor@example.com',
  at: '2026-11-20T10:00:00.000Z',
  confirmed,
});

/**
 * A review shows once its mutation and the refetch of every active query are done: beside the suite's other
 * files on two cores that took over the default 5 s once.
 */
const SAVED = { timeout: 15_000 };

/** Ticks or unticks a checkbox of the form and waits for it to show so. */
async function tick(form: HTMLElement, name: string, checked: boolean) {
  fireEvent.click(within(form).getByRole('checkbox', { name }));
  // The input's own property flips at the click; the form's state, which the rest of it reads, follows on
  // a later render and shows on the checkbox's root.
  await waitFor(() =>
    expect(
      within(form).getByRole('checkbox', { name }).closest('[data-part="root"]')?.getAttribute('data-state'),
    ).toBe(checked ? 'checked' : 'unchecked'),
  );
}

/** The mutation's answer, read back. */
const reviewed = (document: DocumentNode, field: string, input: object, node: AnswerItem_AnswerFragment) => ({
  request: { query: document, variables: { input } },
  result: { data: { [field]: { __typename: 'AnswerReviewPayload', answer: node } } },
});

test('a corrected answer says who corrected it and when; a VIEWER sees the controls disabled, with the reason', async () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <ul>
        <AnswerItem answer={answer({ correction: correction(false) })} subject={subject} />
      </ul>
    </RoleContext>,
  );
  const review = await screen.findByRole('group', { name: 'Review of this reading' });
  expect(within(review).getByText('Corrected by editor@example.com on Nov 20, 2026')).toBeInTheDocument();
  const reason = 'Viewers can read and export; ask an admin to change your role.';
  const buttons = within(review).getAllByRole('button');
  expect(buttons.map((button) => button.textContent)).toEqual(['Correct', 'Clear correction']);
  for (const button of buttons) {
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', reason);
  }
  expect(within(review).getByText(reason)).toBeVisible();
});

test('an unreviewed answer shows a VIEWER Confirm and Correct disabled', async () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <ul>
        <AnswerItem answer={answer()} subject={subject} />
      </ul>
    </RoleContext>,
  );
  const review = await screen.findByRole('group', { name: 'Review of this reading' });
  expect(within(review).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(within(review).getByRole('button', { name: 'Correct' })).toBeDisabled();
});

test('a corrected answer offers Correct and Clear correction to an editor, not Confirm', async () => {
  renderWithProviders(
    <RoleContext value="EDITOR">
      <ul>
        <AnswerItem answer={answer({ correction: correction(false) })} subject={subject} />
      </ul>
    </RoleContext>,
  );
  const review = await screen.findByRole('group', { name: 'Review of this reading' });
  expect(
    within(review)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Correct', 'Clear correction']);
});

test('correcting to not visible sends only what changed; the drawer counts it at once', async () => {
  const input: CorrectAnswerInput = { answerId: 'a1', visible: false };
  const corrected = answer({
    visible: false,
    position: null,
    sentiment: null,
    sentimentLabel: null,
    correction: correction(false),
  });
  const drawer = await openDrawer(answer(), corrected, [
    competitorsMock,
    reviewed(CorrectAnswerDocument, 'correctAnswer', input, corrected),
  ]);
  expect(await within(drawer).findByText(/^1 of 1 answer on Nov 5, 2026 mentioned/)).toBeInTheDocument();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Correct' }));
  const form = await within(drawer).findByRole('form', { name: 'Correct this reading' });
  await within(form).findByText('Tyk');
  await tick(form, 'Names Quillstack', false);
  fireEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
  expect(
    await within(drawer).findByText('Corrected by editor@example.com on Nov 20, 2026', {}, SAVED),
  ).toBeInTheDocument();
  expect(await within(drawer).findByText(/^0 of 1 answer on Nov 5, 2026 mentioned/)).toBeInTheDocument();
  expect(within(drawer).getByText('Not visible')).toBeInTheDocument();
  expect(within(drawer).queryByRole('form', { name: 'Correct this reading' })).toBeNull();
});

test('position, sentiment and competitors in the order ticked', async () => {
  const input: CorrectAnswerInput = {
    answerId: 'a1',
    competitors: ['c-tyk', 'c-kong'],
    position: 3,
    sentimentLabel: 'NEGATIVE',
  };
  const corrected = answer({
    position: 3,
    sentiment: 25,
    sentimentLabel: 'NEGATIVE',
    correction: correction(false),
  });
  const drawer = await openDrawer(answer(), corrected, [
    competitorsMock,
    reviewed(CorrectAnswerDocument, 'correctAnswer', input, corrected),
  ]);
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Correct' }));
  const form = await within(drawer).findByRole('form', { name: 'Correct this reading' });
  await within(form).findByText('Tyk');
  // Kong was read; Tyk first, then Kong again: the order of mention is the order ticked.
  await tick(form, 'Kong', false);
  await tick(form, 'Tyk', true);
  await tick(form, 'Kong', true);
  expect(await within(form).findByText('In order: Tyk, Kong')).toBeInTheDocument();
  fireEvent.change(within(form).getByRole('combobox', { name: 'Position' }), { target: { value: '3' } });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Sentiment' }), {
    target: { value: 'NEGATIVE' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
  expect(await within(drawer).findByText('Position: #3', {}, SAVED)).toBeInTheDocument();
  expect(within(drawer).getByText(/Sentiment: 25.*\(negative\)/)).toBeInTheDocument();
});

test('nothing changed: nothing is sent', async () => {
  renderWithProviders(
    <ul>
      <AnswerItem answer={answer()} subject={subject} />
    </ul>,
    { mocks: [competitorsMock] },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
  const form = await screen.findByRole('form', { name: 'Correct this reading' });
  fireEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(
    'Change a field first: the reading stands as it is.',
  );
});

test('Confirm records the reading; a refusal to clear it is shown', async () => {
  const input = { answerId: 'a1' };
  const confirmed = answer({ correction: correction(true) });
  const drawer = await openDrawer(answer(), confirmed, [
    reviewed(ConfirmAnswerDocument, 'confirmAnswer', input, confirmed),
    {
      request: { query: ClearCorrectionDocument, variables: { input } },
      result: {
        errors: [
          {
            message: 'Your role in this workspace is VIEWER: clearing a correction needs EDITOR or higher.',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
    },
  ]);
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Confirm' }));
  expect(
    await within(drawer).findByText('Confirmed by editor@example.com on Nov 20, 2026', {}, SAVED),
  ).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Confirm' })).toBeNull();
  fireEvent.click(within(drawer).getByRole('button', { name: 'Clear confirmation' }));
  await waitFor(() =>
    expect(within(drawer).getByRole('alert')).toHaveTextContent(
      'Your role in this workspace is VIEWER: clearing a correction needs EDITOR or higher.',
    ),
  );
});
