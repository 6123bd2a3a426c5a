import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ReportSimulatedPlatformsDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { Success } from './ReportWizardSteps';

const simulated = (platforms: string[]) => [
  {
    request: { query: ReportSimulatedPlatformsDocument },
    result: { data: { reportSimulatedPlatforms: platforms } },
  },
];
const submitted = { email: 'ada@example.com', company: 'Stride Labs' };

test('without vendor keys the success screen says first that the answers are simulated, and promises no asking', async () => {
  renderWithProviders(<Success submitted={submitted} onReset={() => {}} />, {
    mocks: simulated(['CHATGPT', 'PERPLEXITY', 'GEMINI']),
  });
  const note = await screen.findByRole('note');
  expect(note.textContent).toBe(
    "Answers will be simulated: this server has no API key for ChatGPT, Perplexity and Gemini, so Sightline's simulated engine answers for them and the report's figures will be illustrative, not what those platforms say.",
  );
  // The spec's line stays, after it.
  const spec = screen.getByText('You should be getting something within 5 minutes');
  expect(note.compareDocumentPosition(spec) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    screen.getByText(
      'We are preparing the report on Stride Labs and will e-mail the results to ada@example.com.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/We are asking/)).toBeNull();
});

test('with every key configured it promises the asking it does', async () => {
  renderWithProviders(<Success submitted={submitted} onReset={() => {}} />, { mocks: simulated([]) });
  expect(
    await screen.findByText(
      'We are asking AI platforms about Stride Labs and will e-mail the results to ada@example.com.',
    ),
  ).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('note')).toBeNull();
});
