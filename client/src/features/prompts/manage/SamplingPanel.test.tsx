import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SamplingPlanDocument, UpdateSamplingSettingsDocument } from '../../../__generated__/hooks';
import { renderWithProviders } from '../../../test/render';
import { SamplingPanel } from './SamplingPanel';

const plan = (overrides: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  __typename: 'SamplingPlan' as const,
  settings: {
    __typename: 'SamplingSettings' as const,
    headlineHalfWidth: null,
    promptHalfWidth: null,
    minSamplesPerDay: 1,
    maxSamplesPerDay: 1,
    monthlyBudgetUsd: null,
    isDefault: true,
    ...settings,
  },
  headlineHalfWidth: 2.1,
  samplesPerDay: 20,
  monthlyCost: 10.6,
  pricesAsOf: '2025-10-01',
  targetMet: true,
  budgetLimited: false,
  overBudgetAtFloor: false,
  samplesCutByBudget: 0,
  promptsCutByBudget: 0,
  cut: { __typename: 'SamplingPlanPromptConnection' as const, totalCount: 0, edges: [] },
  ...overrides,
});

const planMock = (value = plan()) => ({
  request: { query: SamplingPlanDocument },
  result: { data: { samplingPlan: value } },
});

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

test('shows the plan and its cost; setting a target and a budget saves them and shows what the budget took', async () => {
  const saved = plan(
    {
      headlineHalfWidth: 1.4,
      samplesPerDay: 31,
      monthlyCost: 12.25,
      targetMet: false,
      budgetLimited: true,
      samplesCutByBudget: 6,
      promptsCutByBudget: 2,
      cut: {
        __typename: 'SamplingPlanPromptConnection',
        totalCount: 3,
        edges: [
          {
            __typename: 'SamplingPlanPromptEdge',
            node: {
              __typename: 'SamplingPlanPrompt',
              promptId: 'p1',
              question: 'Best API gateway?',
              platform: 'CHATGPT',
              samplesPerDay: 2,
              samplesCutByBudget: 3,
            },
          },
        ],
      },
    },
    {
      headlineHalfWidth: 1.2,
      minSamplesPerDay: 1,
      maxSamplesPerDay: 10,
      monthlyBudgetUsd: 12.5,
      isDefault: false,
    },
  );
  const input = {
    headlineHalfWidth: 1.2,
    promptHalfWidth: null,
    minSamplesPerDay: 1,
    maxSamplesPerDay: 10,
    monthlyBudgetUsd: 12.5,
  };
  renderWithProviders(<SamplingPanel />, {
    mocks: [
      planMock(),
      {
        request: { query: UpdateSamplingSettingsDocument, variables: { input } },
        result: {
          data: {
            updateSamplingSettings: { __typename: 'UpdateSamplingSettingsPayload', plan: saved },
          },
        },
      },
      planMock(saved),
    ],
  });
  expect(await screen.findByText('20 samples a day')).toBeInTheDocument();
  expect(screen.getByText('$10.60 a month')).toBeInTheDocument();
  expect(screen.getByText(/list prices as of 2025-10-01/)).toBeInTheDocument();
  expect(field('Fewest samples a day').value).toBe('1');

  // The shared rules speak before anything is sent.
  fireEvent.change(field('Most samples a day'), { target: { value: '11' } });
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The most samples a day per prompt and platform is a whole number of samples from 1 to 10.',
  );
  expect((screen.getByRole('button', { name: 'Save sampling settings' }) as HTMLButtonElement).disabled).toBe(
    true,
  );

  fireEvent.change(field('Most samples a day'), { target: { value: '10' } });
  fireEvent.change(field('Headline target (± points)'), { target: { value: '1.2' } });
  fireEvent.change(field('Monthly budget (USD)'), { target: { value: '12.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save sampling settings' }));
  expect(await screen.findByText('Sampling settings saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('31 samples a day')).toBeInTheDocument());
  expect(screen.getByText('$12.25 a month')).toBeInTheDocument();
  expect(screen.getByText('The targets are not met within the ceiling and budget.')).toBeInTheDocument();
  expect(screen.getByText(/The budget took 6 samples a day from 2 prompts/)).toBeInTheDocument();
  expect(screen.getByText(/Best API gateway\? \(ChatGPT\): 2 a day, −\s*3/)).toBeInTheDocument();
  expect(screen.getByText('and 2 more')).toBeInTheDocument();
  expect(field('Monthly budget (USD)').value).toBe('12.5');
});
