import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CanaryPromptsDocument, UpdateCanaryPromptsDocument } from '../../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { CanaryPromptsPanel } from './CanaryPromptsPanel';

const DEFAULTS = [
  'What are the best options for CRM software?',
  'Which CRM is easiest to set up?',
  'How do CRM tools compare on price?',
];

const canaries = (questions: string[], isDefault: boolean) => ({
  __typename: 'CanaryPrompts' as const,
  questions,
  isDefault,
});

const canariesMock = (questions = DEFAULTS, isDefault = true) => ({
  request: { query: CanaryPromptsDocument },
  result: {
    data: {
      canaryPrompts: canaries(questions, isDefault),
      collectionSettings: { __typename: 'CollectionSettings' as const, platforms: ['CHATGPT', 'PERPLEXITY'] },
    },
  },
});

const renderPanel = (mocks: NonNullable<RenderOptions['mocks']> = []) =>
  renderWithProviders(<CanaryPromptsPanel />, { mocks: [canariesMock(), ...mocks] });

const question = (n: number) =>
  screen.getByRole('textbox', { name: `Canary question ${n}` }) as HTMLInputElement;
const listed = () =>
  within(screen.getByRole('list', { name: 'Canary questions' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
const saveButton = () => screen.getByRole('button', { name: 'Save canary prompts' }) as HTMLButtonElement;

test('lists the default canaries, says what they cost once saved; edited, added and removed ones are saved', async () => {
  const saved = [
    'Which CRM is easiest to set up for a team of ten?',
    'How do CRM tools compare on price?',
    'Who makes the best email marketing tool?',
  ];
  renderPanel([
    {
      request: { query: UpdateCanaryPromptsDocument, variables: { input: { questions: saved } } },
      result: {
        data: {
          updateCanaryPrompts: {
            __typename: 'UpdateCanaryPromptsPayload',
            canaryPrompts: canaries(saved, false),
          },
        },
      },
    },
  ]);
  expect(await screen.findByRole('textbox', { name: 'Canary question 1' })).toBeInTheDocument();
  expect(listed()).toEqual(DEFAULTS);
  expect(screen.getByText(/once saved they cost requests: 3 questions × 2 platforms =/)).toBeInTheDocument();
  expect(screen.getByText('6 a day')).toBeInTheDocument();
  expect(screen.getByText(/none is asked until you save them/)).toBeInTheDocument();
  // The defaults are asked only once saved: saving them unchanged is allowed.
  expect(saveButton().disabled).toBe(false);

  fireEvent.change(question(2), { target: { value: 'Which CRM is easiest to set up for a team of ten?' } });
  fireEvent.click(screen.getByRole('button', { name: 'Remove canary question 1' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
  // A new question is empty until written: the shared rules say so, and nothing can be sent.
  expect(screen.getByRole('alert')).toHaveTextContent('Canary question 3 is empty.');
  expect(saveButton().disabled).toBe(true);
  fireEvent.change(question(3), { target: { value: '  Who makes the best  email marketing tool? ' } });
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('6 a day')).toBeInTheDocument();

  fireEvent.click(saveButton());
  expect(await screen.findByText('Canary prompts saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(/none is asked until you save them/)).toBeNull());
  expect(listed()).toEqual(saved);
  // Saved and unchanged: nothing to save.
  expect(saveButton().disabled).toBe(true);
});

test('a repeated question is refused before sending; a refusal from the server shows in its words', async () => {
  const questions = [DEFAULTS[0]!, DEFAULTS[1]!];
  renderPanel([
    {
      request: { query: UpdateCanaryPromptsDocument, variables: { input: { questions } } },
      result: {
        errors: [
          {
            message:
              'Your role in this workspace is EDITOR: changing the canary prompts needs ADMIN or higher.',
          },
        ],
      },
    },
  ]);
  await screen.findByRole('textbox', { name: 'Canary question 3' });
  fireEvent.change(question(3), { target: { value: 'which crm is easiest to set up?' } });
  expect(screen.getByRole('alert')).toHaveTextContent('"which crm is easiest to set up?" is given twice.');
  expect(saveButton().disabled).toBe(true);

  fireEvent.click(screen.getByRole('button', { name: 'Remove canary question 3' }));
  fireEvent.click(saveButton());
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Your role in this workspace is EDITOR: changing the canary prompts needs ADMIN or higher.',
  );
  // Nothing was saved: the questions stay as edited.
  expect(listed()).toEqual(questions);
});

test('canary prompts that cannot be loaded say why', async () => {
  renderWithProviders(<CanaryPromptsPanel />, {
    mocks: [
      { request: { query: CanaryPromptsDocument }, error: new Error('The server could not be reached.') },
    ],
  });
  expect(
    await screen.findByText('The canary prompts could not be loaded: The server could not be reached.'),
  ).toBeInTheDocument();
});
