import { ServerError } from '@apollo/client/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type ReportRouteQuery } from '../__generated__/graphql';
import { ReportRouteDocument } from '../__generated__/hooks';
import { renderWithProviders } from '../test/render';
import { ReportView } from './ReportRoute';

const TOKEN = 'a'.repeat(43);
type Report = NonNullable<ReportRouteQuery['report']>;

type KindFigures = NonNullable<Report['results']>['unbranded'];

/** One kind of question's figures; the competitors and platforms are the same on both sides here. */
const kindFigures = (
  counts: Pick<
    KindFigures,
    'prompts' | 'answers' | 'failed' | 'refused' | 'noAnswers' | 'visibleAnswers' | 'visibility'
  >,
): KindFigures => ({
  __typename: 'ReportKindResults',
  ...counts,
  sentiment: 67.5,
  averagePosition: 1.3,
  shareOfVoice: 44.4,
  companyRank: 2,
  platforms: [
    {
      __typename: 'ReportPlatformResult',
      platform: 'CHATGPT',
      model: 'gpt',
      answers: 10,
      failed: 0,
      refused: 1,
      noAnswers: 0,
      visible: 6,
      visibility: 60,
      sentiment: 70,
    },
  ],
  competitors: [
    {
      __typename: 'ReportCompetitor',
      name: 'Kongly',
      isBrand: false,
      mentions: 15,
      shareOfVoice: 55.6,
      rank: 1,
    },
    {
      __typename: 'ReportCompetitor',
      name: 'Quillstack',
      isBrand: true,
      mentions: 12,
      shareOfVoice: 44.4,
      rank: 2,
    },
  ],
});

const baseReport: Report = {
  __typename: 'Report',
  token: TOKEN,
  companyName: 'Quillstack',
  website: 'https://quillstack.io/',
  competitors: ['Kongly'],
  keywords: ['API gateway'],
  status: 'SENT',
  failureReason: null,
  requestedAt: '2026-11-22T00:00:00Z',
  sentAt: '2026-11-22T00:00:02Z',
  results: {
    __typename: 'ReportResults',
    day: '2026-11-22',
    generatedAt: '2026-11-22T00:00:01Z',
    simulated: true,
    unbranded: kindFigures({
      prompts: 8,
      answers: 29,
      failed: 1,
      refused: 2,
      noAnswers: 0,
      visibleAnswers: 12,
      visibility: 41.4,
    }),
    branded: kindFigures({
      prompts: 2,
      answers: 8,
      failed: 0,
      refused: 0,
      noAnswers: 0,
      visibleAnswers: 8,
      visibility: 100,
    }),
    sources: [
      {
        __typename: 'ReportSource',
        url: 'https://gartner.com/reviews',
        domain: 'gartner.com',
        count: 14,
        simulated: false,
      },
      {
        __typename: 'ReportSource',
        url: 'https://en.wikipedia.org/wiki/Offers_something_similar',
        domain: 'en.wikipedia.org',
        count: 3,
        simulated: true,
      },
    ],
    prompts: [
      {
        __typename: 'ReportPrompt',
        prompt: 'What are the best API gateway options right now?',
        kind: 'UNBRANDED',
        visibility: 100,
        platforms: [
          {
            __typename: 'ReportPromptPlatform',
            platform: 'CHATGPT',
            visible: true,
            position: 2,
            competitors: ['Kongly'],
            error: null,
            refused: false,
            noAnswer: false,
            answer:
              '## Best API gateways\n\n| Gateway | Best for |\n|---|---|\n| Kongly | Large teams |\n| Quillstack | Small teams |\n\n**Verdict:** Quillstack for most small teams.',
          },
          {
            __typename: 'ReportPromptPlatform',
            platform: 'PERPLEXITY',
            visible: false,
            position: null,
            competitors: [],
            error: null,
            refused: true,
            noAnswer: false,
            answer: null,
          },
        ],
      },
    ],
  },
};

const render = (report: Report | null) =>
  renderWithProviders(<ReportView token={TOKEN} />, {
    mocks: [
      {
        request: { query: ReportRouteDocument, variables: { token: TOKEN } },
        result: { data: { report } },
      },
    ],
  });

test('shows the figures of a finished report: unbranded questions as the headline, branded apart', async () => {
  render(baseReport);
  expect(await screen.findByRole('heading', { name: 'Quillstack', level: 1 })).toBeInTheDocument();
  expect(screen.getByText(/count the 8 questions that do not name Quillstack/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Visibility' }).textContent).toContain('41.4%');
  expect(screen.getByRole('group', { name: 'Visibility' }).textContent).toContain(
    '12 of 29 answers mention Quillstack',
  );
  const branded = screen.getByRole('group', { name: 'Branded questions' });
  expect(branded.textContent).toContain('Branded questions, kept apart: 100.0% visibility');
  expect(branded.textContent).toContain('8 of 8 answers mention Quillstack, from 2 questions that name it');
  // Failed captures and refusals count in no share, and the figures say how many they left out.
  expect(screen.getByRole('group', { name: 'Visibility' }).textContent).toContain(
    '(not counted: 1 failed, 2 refused)',
  );
  expect(screen.getAllByText('refused').length).toBeGreaterThan(0);
  expect(screen.getByRole('group', { name: 'Sentiment' }).textContent).toContain('67.50');
  expect(screen.getByText('Simulated answers')).toBeInTheDocument();
  expect(screen.getByText('2. Quillstack (you)')).toBeInTheDocument();
  // Share-of-voice bars sit on a 0–100 % scale: the top row's 55.6 % is not drawn as a full bar.
  const bars = [
    ...screen
      .getByRole('list', { name: 'Competitor ranking' })
      .querySelectorAll<HTMLElement>('[data-part="bar"]'),
  ].map((bar) => getComputedStyle(bar).width);
  expect(bars).toEqual(['55.6%', '44.4%']);
  expect(screen.getAllByText('What are the best API gateway options right now?').length).toBeGreaterThan(0);
  // A real source opens; a simulated answer's made-up address is shown, marked, and not linked.
  expect(screen.getByRole('link', { name: 'gartner.com/reviews' })).toHaveAttribute(
    'href',
    'https://gartner.com/reviews',
  );
  expect(
    screen.getByText('en.wikipedia.org/wiki/Offers_something_similar (simulated)').closest('a'),
  ).toBeNull();
  // The sentiment's help gives the scale's thresholds, no unsourced benchmark.
  expect(screen.getByRole('group', { name: 'Sentiment' }).textContent).toContain(
    'negative below 48, positive from 56',
  );
  expect(screen.getByRole('group', { name: 'Sentiment' }).textContent).not.toContain('most brands');
  // Below the figures, the way to an account that tracks the company every day.
  expect(screen.getByRole('heading', { name: 'Track Quillstack every day' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth?mode=signup',
  );
});

test('a figure of the prompts table opens the answer it counts; a refusal opens nothing', async () => {
  render(baseReport);
  const [chatgpt] = await screen.findAllByRole('button', {
    name: 'ChatGPT: named at position 2. Read the answer',
  });
  fireEvent.click(chatgpt!);
  const dialog = await screen.findByRole('dialog', { name: "ChatGPT's answer" });
  expect(within(dialog).getByText('What are the best API gateway options right now?')).toBeInTheDocument();
  // The answer's Markdown, formatted: its table and its verdict.
  expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  expect(within(dialog).getByText(/for most small teams/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Perplexity: .*Read the answer/ })).toBeNull();
});

test('when every question names the company, the headline says its figures are branded', async () => {
  const results = baseReport.results!;
  render({
    ...baseReport,
    results: { ...results, unbranded: { ...results.unbranded, prompts: 0, answers: 0 } },
  });
  expect(await screen.findByText(/Every question named Quillstack/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Visibility' }).textContent).toContain('100.0%');
  expect(screen.queryByRole('group', { name: 'Branded questions' })).toBeNull();
});

test('an unknown token says so', async () => {
  render(null);
  expect(await screen.findByRole('heading', { name: 'Report expired or not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Generate a report' }).getAttribute('href')).toBe(
    '/generate-reports',
  );
});

const INVALID_TOKEN = { message: 'Invalid report token.', extensions: { code: 'BAD_USER_INPUT' } };

test.each([
  ['as GraphQL errors', { result: { errors: [INVALID_TOKEN] } }],
  [
    'as a plain JSON 400',
    {
      error: new ServerError('Response not successful: Received status code 400', {
        response: new Response(null, { status: 400 }),
        bodyText: JSON.stringify({ errors: [INVALID_TOKEN] }),
      }),
    },
  ],
])(
  'a malformed or truncated link (refused %s) is "expired or not found", without Retry',
  async (_, answer) => {
    renderWithProviders(<ReportView token={TOKEN} />, {
      mocks: [{ request: { query: ReportRouteDocument, variables: { token: TOKEN } }, ...answer }],
    });
    expect(await screen.findByRole('heading', { name: 'Report expired or not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
);

test('a failure to reach the server offers Retry, which loads the report', async () => {
  const request = { query: ReportRouteDocument, variables: { token: TOKEN } };
  renderWithProviders(<ReportView token={TOKEN} />, {
    mocks: [
      { request, error: new TypeError('Failed to fetch') },
      { request, result: { data: { report: baseReport } } },
    ],
  });
  expect(await screen.findByText('The report could not be loaded. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('Report expired or not found')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Quillstack', level: 1 })).toBeInTheDocument();
});

test('a report still being generated', async () => {
  render({ ...baseReport, status: 'RUNNING', results: null, sentAt: null });
  expect(await screen.findByText('Generating the report for Quillstack...')).toBeInTheDocument();
});

test('a failed report shows its reason', async () => {
  render({
    ...baseReport,
    status: 'FAILED',
    results: null,
    failureReason: 'No AI platform answered any prompt.',
  });
  expect(
    await screen.findByRole('heading', { name: 'This report could not be generated' }),
  ).toBeInTheDocument();
  expect(screen.getByText('No AI platform answered any prompt.')).toBeInTheDocument();
});
