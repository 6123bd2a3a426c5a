import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { AskPromptNowDocument } from '../../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../../test/render';
import { engineSettingsMock, managedTopicsMock, topicSuggestionsMock } from './fixtures';
import { ManagePrompts } from './ManagePrompts';

const QUESTION = 'What is the best CRM for startups?';
const askRequest = { query: AskPromptNowDocument, variables: { input: { promptId: 'p1' } } };

const answer = (overrides: Record<string, unknown>) => ({
  __typename: 'PromptAskAnswer',
  id: 'a1',
  platform: 'CHATGPT',
  surface: 'API',
  status: 'OK',
  error: null,
  simulated: false,
  text: 'HubSpot is the usual pick for startups.',
  visible: true,
  position: 1,
  sources: [],
  cost: 0,
  pageKept: false,
  products: [],
  ...overrides,
});

const askedMock = {
  request: askRequest,
  result: {
    data: {
      askPromptNow: {
        __typename: 'PromptAsk',
        id: 'ask-1',
        question: QUESTION,
        askedAt: '2026-11-30T12:00:00.000Z',
        cost: 0.008,
        estimatedCost: 0.008,
        costLines: [
          {
            __typename: 'SamplingCostLine',
            request: 'DataForSEO LLM Scraper (live answer)',
            requests: 1,
            unitPrice: 0.004,
            cost: 0.004,
          },
          {
            __typename: 'SamplingCostLine',
            request: 'DataForSEO LLM Scraper (live page)',
            requests: 1,
            unitPrice: 0.004,
            cost: 0.004,
          },
        ],
        answers: [
          answer({ id: 'a1', simulated: true }),
          answer({
            id: 'a2',
            surface: 'APP',
            visible: false,
            position: null,
            text: 'Pipedrive and Salesforce lead for small teams.',
            sources: ['https://g2.com/categories/crm', 'https://pipedrive.com/en/pricing'],
            cost: 0.008,
            pageKept: true,
            products: [
              { __typename: 'ProductCard', position: 1, title: 'Pipedrive Essential', isBrand: false },
            ],
          }),
        ],
      },
    },
  },
  delay: 20,
};

const renderManage = (mock: NonNullable<RenderOptions['mocks']>[number]) =>
  renderWithProviders(<ManagePrompts />, {
    mocks: [managedTopicsMock(), engineSettingsMock(), topicSuggestionsMock(), mock],
  });

test('Ask now asks the prompt once and shows each answer when it comes, with what the ask cost line by line', async () => {
  renderManage(askedMock);
  fireEvent.click(await screen.findByRole('button', { name: `Ask now: ${QUESTION}` }));
  const dialog = await screen.findByRole('dialog');
  expect(
    within(dialog).getByText(/“What is the best CRM for startups\?” asked once, now/),
  ).toBeInTheDocument();

  const app = await within(dialog).findByRole('listitem', { name: 'Answer from ChatGPT · app' });
  expect(within(app).getByText('Does not name the brand')).toBeInTheDocument();
  expect(within(app).getByText('Pipedrive and Salesforce lead for small teams.')).toBeInTheDocument();
  expect(within(app).getByText('Product cards: 1. Pipedrive Essential')).toBeInTheDocument();
  expect(
    within(app).getByText(/Cites 2 pages: g2\.com, pipedrive\.com\. The app’s page is kept as evidence\./),
  ).toBeInTheDocument();
  expect(within(app).getByText('$0.0080')).toBeInTheDocument();

  const api = within(dialog).getByRole('listitem', { name: 'Answer from ChatGPT · API' });
  expect(within(api).getByText('Names the brand at #1')).toBeInTheDocument();
  expect(within(api).getByText('Simulated')).toBeInTheDocument();
  expect(within(api).getByText('No cost')).toBeInTheDocument();

  expect(within(dialog).getByText('Cost: $0.0080')).toBeInTheDocument();
  expect(
    within(dialog).getByText('DataForSEO LLM Scraper (live answer): 1 × $0.0040 = $0.0040'),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('DataForSEO LLM Scraper (live page): 1 × $0.0040 = $0.0040'),
  ).toBeInTheDocument();
  expect(within(dialog).queryByRole('status')).toBeNull();
});

test("a refused ask shows the server's words (the month's budget) and no answers", async () => {
  const message =
    "Asking now would cost about $0.0080, but this month's sampling budget of $0.0200 has $0.0028 left ($0.0172 spent). Raise the budget in Settings → Sampling, or ask fewer platforms.";
  renderManage({ request: askRequest, result: { errors: [{ message, extensions: { code: 'CONFLICT' } }] } });
  fireEvent.click(await screen.findByRole('button', { name: `Ask now: ${QUESTION}` }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  expect(within(dialog).queryByRole('listitem')).toBeNull();
});

test('archived prompts offer no Ask now', async () => {
  renderManage(askedMock);
  expect(await screen.findByRole('button', { name: `Ask now: ${QUESTION}` })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ask now: An old question we stopped asking?' })).toBeNull();
});
