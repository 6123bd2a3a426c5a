import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, test } from 'vitest';
import type {
  FactIssueCard_IssueFragment,
  FactsRouteQuery,
  MemberRole,
  SendFactFixInput,
} from '../__generated__/graphql';
import {
  AnswersDrawerAnswerDocument,
  ChartAnnotationsDocument,
  FactIssuesDocument,
  FactsRouteDocument,
  MoreWrongClaimsDocument,
  PageFilterPlatformsDocument,
  SendFactFixDocument,
} from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { RoleContext } from '../features/workspace/role';
import { renderWithProviders } from '../test/render';
import FactsRoute from './FactsRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

type FactCheck = FactsRouteQuery['factCheck'];
type Claim = FactCheck['wrongClaims']['edges'][number]['node'];

const rate = (value: number | null, low: number | null, high: number | null) => ({
  __typename: 'ClaimRate' as const,
  value,
  low,
  high,
});

const claim = (id: string, overrides: Partial<Claim> = {}): Claim => ({
  __typename: 'FactClaim',
  id,
  label: 'Starting price',
  stated: '$19/month',
  expected: '$12/month',
  status: 'WRONG',
  quote: 'Quillstack starts at $19/month for small teams.',
  answerId: `answer-${id}`,
  platform: 'CHATGPT',
  day: '2026-11-20',
  ...overrides,
});

const page = (claims: Claim[], totalCount: number, endCursor: string | null) => ({
  __typename: 'FactClaimConnection' as const,
  totalCount,
  pageInfo: { __typename: 'AnswersPageInfo' as const, hasNextPage: endCursor !== null, endCursor },
  edges: claims.map((node) => ({ __typename: 'FactClaimEdge' as const, cursor: `cursor-${node.id}`, node })),
});

function factCheck(overrides: Partial<FactCheck> = {}): FactCheck {
  return {
    __typename: 'FactCheck',
    answers: 1753,
    answersWithClaims: 212,
    claims: 240,
    correct: 164,
    wrong: 24,
    outdated: 12,
    unclear: 40,
    accuracy: rate(82, 75.8, 86.9),
    days: ['2026-11-19', '2026-11-20'].map((day, index) => ({
      __typename: 'FactAccuracyDay' as const,
      day,
      claims: 12,
      wrong: 1 + index,
      outdated: 1,
      accuracy: rate(83.3 - 8.3 * index, 55.2, 95.3),
    })),
    byFact: [
      {
        __typename: 'FactClaimTally',
        fact: 'price',
        label: 'Starting price',
        claims: 120,
        wrong: 20,
        outdated: 10,
        accuracy: rate(70, 61.2, 77.6),
      },
      {
        __typename: 'FactClaimTally',
        fact: 'founded',
        label: 'Founded',
        claims: 80,
        wrong: 4,
        outdated: 2,
        accuracy: rate(92.3, 84.2, 96.4),
      },
    ],
    byPlatform: [
      {
        __typename: 'PlatformClaimTally',
        platform: 'CHATGPT',
        claims: 140,
        wrong: 16,
        outdated: 8,
        accuracy: rate(78.9, 70.5, 85.4),
      },
      {
        __typename: 'PlatformClaimTally',
        platform: 'GEMINI',
        claims: 100,
        wrong: 8,
        outdated: 4,
        accuracy: rate(85.7, 76.4, 91.7),
      },
    ],
    wrongClaims: page(
      [
        claim('c1'),
        claim('c2', {
          label: 'Founded',
          stated: '2015',
          expected: '2016',
          status: 'OUTDATED',
          quote: 'Quillstack was founded in 2015 in Lyon.',
          platform: 'GEMINI',
          day: '2026-11-19',
        }),
      ],
      3,
      'cursor-c2',
    ),
    ...overrides,
  };
}

const confirmedFact = { __typename: 'BrandFact' as const, id: 'f-price', status: 'CONFIRMED' as const };

const routeMock = (
  check: FactCheck,
  brandFacts: FactsRouteQuery['brandFacts'] = [confirmedFact],
): MockedResponse => ({
  request: { query: FactsRouteDocument, variables: DEFAULT },
  result: {
    data: {
      viewer: { __typename: 'Viewer', brand: { __typename: 'Brand', name: 'Quillstack' } },
      brandFacts,
      factCheck: check,
    },
  },
});

function priceIssue(overrides: Partial<FactIssueCard_IssueFragment> = {}): FactIssueCard_IssueFragment {
  return {
    __typename: 'FactIssue',
    id: 'i-price',
    fact: 'price',
    label: 'Starting price',
    status: 'WRONG',
    value: '19.00 USD/month',
    stated: '$19/month',
    expected: '$12/month',
    state: 'OPEN',
    firstSeen: '2026-11-01',
    lastSeen: '2026-11-20',
    answers: 14,
    claims: [
      {
        __typename: 'FactClaim',
        id: 'c1',
        quote: 'Quillstack starts at $19/month for small teams.',
        stated: '$19/month',
        answerId: 'answer-c1',
        platform: 'CHATGPT',
        day: '2026-11-20',
      },
      {
        __typename: 'FactClaim',
        id: 'c9',
        quote: 'Plans cost $19/month per seat.',
        stated: '$19/month',
        answerId: 'answer-c9',
        platform: 'PERPLEXITY',
        day: '2026-11-18',
      },
    ],
    likelySources: [
      {
        __typename: 'ClaimSource',
        url: 'https://www.reviews.example/quillstack-pricing',
        domain: 'reviews.example',
        answers: 5,
        lift: 2.34,
      },
      {
        __typename: 'ClaimSource',
        url: 'https://blog.example/api-gateways',
        domain: 'blog.example',
        answers: 3,
        lift: 1.5,
      },
    ],
    fix: null,
    effect: null,
    resolvedOn: null,
    ...overrides,
  };
}

const FOUNDED_ISSUE: FactIssueCard_IssueFragment = {
  ...priceIssue(),
  id: 'i-founded',
  fact: 'founded',
  label: 'Founded',
  status: 'OUTDATED',
  stated: '2015',
  expected: '2016',
  state: 'FIX_SENT',
  answers: 9,
  claims: [],
  likelySources: [],
  fix: {
    __typename: 'FactFix',
    kind: 'OWN_PAGE',
    day: '2026-11-10',
    url: 'https://quillstack.example/about',
  },
  effect: {
    __typename: 'FactIssueEffect',
    before: rate(42, 30.1, 54.9),
    after: rate(5, 1.4, 16.5),
    claimsBefore: 38,
    claimsAfter: 41,
    days: 14,
  },
};

const issuesMock = (factIssues: FactIssueCard_IssueFragment[]): MockedResponse => ({
  request: { query: FactIssuesDocument },
  result: {
    data: {
      brandFacts: [
        {
          __typename: 'BrandFact',
          id: 'f-price',
          key: 'price',
          sourceUrl: 'https://quillstack.example/pricing',
        },
      ],
      factIssues,
    },
  },
});

const fixMock = (input: SendFactFixInput, issue: FactIssueCard_IssueFragment): MockedResponse => ({
  request: { query: SendFactFixDocument, variables: { input } },
  result: { data: { sendFactFix: { __typename: 'SendFactFixPayload', issue } } },
});

/** What the page asks beside its figures: the platforms the filter offers, the days the chart marks. */
const SURROUNDINGS: MockedResponse[] = [
  {
    request: { query: PageFilterPlatformsDocument },
    result: {
      data: { collectionSettings: { __typename: 'CollectionSettings', platforms: ['CHATGPT', 'GEMINI'] } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: {
      query: ChartAnnotationsDocument,
      variables: { period: DEFAULT.period, platforms: [], topicId: null },
    },
    result: { data: { annotations: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const renderPage = (mocks: MockedResponse[], role?: MemberRole) => {
  const screenUnderTest: ReactElement = <FactsRoute />;
  return renderWithProviders(
    role ? <RoleContext value={role}>{screenUnderTest}</RoleContext> : screenUnderTest,
    {
      route: '/dashboard/facts',
      path: '/dashboard/facts',
      mocks: [...mocks, ...SURROUNDINGS],
      routes: [{ path: '/dashboard/settings/facts', element: <p>Fact sheet</p> }],
    },
  );
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const today = () => new Date().toISOString().slice(0, 10);

test('shows accuracy with its interval in words, the counts, and the claims by fact and by platform', async () => {
  renderPage([routeMock(factCheck()), issuesMock([])]);
  expect(await screen.findByRole('heading', { name: 'Facts', level: 1 })).toBeInTheDocument();
  const accuracy = await screen.findByRole('group', { name: 'Accuracy' });
  expect(within(accuracy).getByText('82%')).toBeInTheDocument();
  expect(
    within(accuracy).getByText('Likely between 76% and 87% (95 % interval), of 200 claims judged'),
  ).toBeInTheDocument();
  const claims = screen.getByRole('group', { name: 'Claims' });
  expect(within(claims).getByText('240')).toBeInTheDocument();
  expect(within(claims).getByText('In 212 of 1,753 answers in the last 30 days')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Wrong' })).getByText('24')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Out of date' })).getByText('12')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Unclear' })).getByText('40')).toBeInTheDocument();

  expect(screen.getByRole('heading', { name: 'Accuracy over time', level: 2 })).toBeInTheDocument();
  // Each row's claims twice: under the name on a phone, in their column from the small breakpoint up.
  expect(rowsOf(screen.getByRole('table', { name: 'Claims by fact' }))).toEqual([
    'Starting price120 claims12070%(61–78%)2010',
    'Founded80 claims8092%(84–96%)42',
  ]);
  expect(rowsOf(screen.getByRole('table', { name: 'Claims by platform' }))).toEqual([
    'ChatGPT140 claims14079%(71–85%)168',
    'Gemini100 claims10086%(76–92%)84',
  ]);
  expect(
    await screen.findByText('No wrong or out-of-date value of Quillstack’s facts is in circulation.'),
  ).toBeInTheDocument();
});

test('without confirmed facts the page says where to add them; suggestions wait for a person', async () => {
  const { unmount } = renderPage([routeMock(factCheck({ claims: 0 }), [])]);
  expect(await screen.findByRole('heading', { name: 'No facts to check yet' })).toBeInTheDocument();
  expect(screen.getByText(/Add Quillstack’s facts in Settings → Facts/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open Settings → Facts' })).toHaveAttribute(
    'href',
    '/dashboard/settings/facts',
  );
  // Nothing to check: no filter, no figures.
  expect(screen.queryByRole('region', { name: 'Page filter' })).toBeNull();
  unmount();

  renderPage([
    routeMock(factCheck({ claims: 0 }), [
      { __typename: 'BrandFact', id: 'f-s1', status: 'SUGGESTED' },
      { __typename: 'BrandFact', id: 'f-s2', status: 'SUGGESTED' },
    ]),
  ]);
  expect(
    await screen.findByText(
      '2 suggested facts from Quillstack’s site wait for a person to confirm them in Settings → Facts; only confirmed facts are checked.',
    ),
  ).toBeInTheDocument();
});

test('with facts but no claims in the period, says so and still lists the issues', async () => {
  renderPage([
    routeMock(
      factCheck({
        answersWithClaims: 0,
        claims: 0,
        correct: 0,
        wrong: 0,
        outdated: 0,
        unclear: 0,
        accuracy: rate(null, null, null),
        days: [],
        byFact: [],
        byPlatform: [],
        wrongClaims: page([], 0, null),
      }),
    ),
    issuesMock([priceIssue()]),
  ]);
  expect(
    await screen.findByRole('heading', { name: 'No claims about Quillstack’s facts in the last 30 days' }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      'None of the 1,753 answers in the last 30 days states one of Quillstack’s 1 fact. Choose another period, more platforms or another kind of prompt.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Page filter' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Accuracy' })).toBeNull();
  expect(await screen.findByRole('article', { name: 'Starting price: $19/month' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Wrong and out-of-date claims' })).toBeNull();
});

test('an issue shows the stated value against the sheet’s, its quotes and likely sources; a fixed one its effect', async () => {
  renderPage([
    routeMock(factCheck()),
    issuesMock([priceIssue(), FOUNDED_ISSUE]),
    {
      request: { query: AnswersDrawerAnswerDocument, variables: { id: 'answer-c9' } },
      result: {
        data: {
          viewer: { __typename: 'Viewer', brand: { __typename: 'Brand', name: 'Quillstack' } },
          answer: answer({
            id: 'answer-c9',
            question: 'How much is Quillstack?',
            text: 'Plans cost $19/month per seat.',
          }),
        },
      },
    },
  ]);
  const issue = await screen.findByRole('article', { name: 'Starting price: $19/month' });
  expect(within(issue).getByRole('heading', { name: 'Starting price', level: 3 })).toBeInTheDocument();
  expect(issue.textContent).toContain('WrongOpen');
  expect(issue.textContent).toContain('Answers say $19/month; your fact sheet says $12/month');
  expect(
    within(issue).getByText('First seen Nov 1, 2026 · last seen Nov 20, 2026 · 14 answers'),
  ).toBeInTheDocument();

  const quotes = within(issue).getByRole('list', { name: 'Quotes stating $19/month' });
  expect(
    within(quotes)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('blockquote')!.textContent),
  ).toEqual(['“Quillstack starts at $19/month for small teams.”', '“Plans cost $19/month per seat.”']);
  // Each quote marks where it states the value.
  expect(
    within(quotes)
      .getAllByTitle('The value stated')
      .map((mark) => mark.textContent),
  ).toEqual(['$19/month', '$19/month']);

  const sources = within(issue).getByRole('list', { name: 'Likely sources of $19/month' });
  expect(within(sources).getByRole('link', { name: 'reviews.example/quillstack-pricing' })).toHaveAttribute(
    'href',
    'https://www.reviews.example/quillstack-pricing',
  );
  expect(sources.textContent).toContain('Cited by 5 answers stating it · lift ×2.3');

  const founded = screen.getByRole('article', { name: 'Founded: 2015' });
  expect(founded.textContent).toContain('Out of dateFix sent');
  expect(within(founded).getByText('Fix sent Nov 10, 2026')).toBeInTheDocument();
  expect(founded.textContent).toContain(': updated our own page quillstack.example/about');
  expect(
    within(founded).getByText('Share of claims stating 2015: 42% (30–55%) before → 5% (1–17%) after'),
  ).toBeInTheDocument();
  expect(
    within(founded).getByText('The 14 days either side of the fix: 38 claims of the fact before, 41 after'),
  ).toBeInTheDocument();
  expect(
    within(founded).getByRole('button', { name: 'Send another fix: Founded, 2015' }),
  ).toBeInTheDocument();

  fireEvent.click(
    within(quotes).getByRole('button', {
      name: 'Show answer: the one this quote is from (Perplexity, Nov 18, 2026)',
    }),
  );
  const drawer = await screen.findByRole('dialog', {
    name: 'Facts · Starting price · Perplexity, Nov 18, 2026',
  });
  const shown = await within(drawer).findByRole('list', { name: 'Answer' });
  expect(shown.textContent).toContain('How much is Quillstack?');
});

test('an issue’s answers open in the drawer: those stating its value of the fact, from its first day to its last', async () => {
  const figure = {
    from: '2026-11-01',
    to: '2026-11-20',
    claimFact: 'price',
    claimStatus: 'WRONG',
    claimValue: '19.00 USD/month',
    status: 'OK',
    promptKind: 'UNBRANDED',
  } as const;
  renderPage([
    routeMock(factCheck()),
    issuesMock([priceIssue()]),
    answersMock({
      figure,
      counts: { totalCount: 14, okCount: 14, visibleCount: 14, failureCount: 0 },
      nodes: [answer()],
    }),
  ]);
  const issue = await screen.findByRole('article', { name: 'Starting price: $19/month' });
  fireEvent.click(within(issue).getByRole('button', { name: 'View the answers stating it' }));
  const drawer = await screen.findByRole('dialog', { name: 'Facts · Starting price · $19/month' });
  expect(
    await within(drawer).findByText(
      '14 answers from Nov 1, 2026 to Nov 20, 2026 spoke of Quillstack’s starting price as “$19/month”',
    ),
  ).toBeInTheDocument();
});

test('Fix it, our own page: sends its address, note and day; the issue then shows the fix', async () => {
  const fixed = priceIssue({
    state: 'FIX_SENT',
    fix: {
      __typename: 'FactFix',
      kind: 'OWN_PAGE',
      day: '2026-11-21',
      url: 'https://quillstack.example/pricing',
    },
  });
  renderPage([
    routeMock(factCheck()),
    issuesMock([priceIssue()]),
    fixMock(
      {
        issueId: 'i-price',
        kind: 'OWN_PAGE',
        url: 'https://quillstack.example/pricing',
        day: '2026-11-21',
        note: 'The plans table now reads $12/month',
      },
      fixed,
    ),
    issuesMock([fixed]),
  ]);
  const issue = await screen.findByRole('article', { name: 'Starting price: $19/month' });
  fireEvent.click(within(issue).getByRole('button', { name: 'Fix it: Starting price, $19/month' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fix Starting price: $19/month' });
  expect(within(dialog).getByRole('radio', { name: /Update our own page/ })).toBeChecked();
  // The page the fact sheet names, and today.
  expect(within(dialog).getByLabelText(/Page updated/)).toHaveValue('https://quillstack.example/pricing');
  expect(within(dialog).getByLabelText(/Day it went live/)).toHaveValue(today());

  fireEvent.change(within(dialog).getByLabelText(/What changed/), {
    target: { value: ' The plans table now reads $12/month ' },
  });
  fireEvent.change(within(dialog).getByLabelText(/Day it went live/), { target: { value: '2026-11-21' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save fix' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const after = await screen.findByText('Fix sent Nov 21, 2026');
  expect(after.parentElement!.textContent).toBe(
    'Fix sent Nov 21, 2026: updated our own page quillstack.example/pricing',
  );
  expect(screen.getByRole('article', { name: 'Starting price: $19/month' }).textContent).toContain(
    'WrongFix sent',
  );
});

test('Fix it, a source: sends the page chosen and the drafted e-mail; a refusal shows in the server’s words', async () => {
  const page = 'https://blog.example/api-gateways';
  const body = [
    'Hello,',
    `AI assistants answering questions about Quillstack cite your page ${page}, and many of those answers state Quillstack’s starting price as $19/month.`,
    'The correct value is $12/month. If your page states $19/month, would you be able to update it?',
    'Thank you for your time,\nThe Quillstack team',
  ].join('\n\n');
  const input: SendFactFixInput = {
    issueId: 'i-price',
    kind: 'OUTREACH',
    url: page,
    day: '2026-11-21',
    email: {
      to: 'editor@blog.example',
      subject: 'A correction about Quillstack’s starting price',
      body,
    },
  };
  renderPage([
    routeMock(factCheck()),
    issuesMock([priceIssue()]),
    {
      request: { query: SendFactFixDocument, variables: { input } },
      result: { errors: [{ message: 'blog.example opted out of outreach e-mails.' }] },
    },
  ]);
  const issue = await screen.findByRole('article', { name: 'Starting price: $19/month' });
  fireEvent.click(within(issue).getByRole('button', { name: 'Fix it: Starting price, $19/month' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fix Starting price: $19/month' });
  fireEvent.click(within(dialog).getByRole('radio', { name: /Write to a source/ }));

  // The likely source with the highest lift first; the draft names it, and follows the page chosen.
  const pageField = await within(dialog).findByLabelText('Source page');
  expect(pageField).toHaveValue('https://www.reviews.example/quillstack-pricing');
  expect((within(dialog).getByLabelText(/Message/) as HTMLTextAreaElement).value).toContain(
    'cite your page https://www.reviews.example/quillstack-pricing',
  );
  fireEvent.change(pageField, { target: { value: page } });
  expect(within(dialog).getByLabelText(/Message/)).toHaveValue(body);
  expect(within(dialog).getByLabelText(/Subject/)).toHaveValue(
    'A correction about Quillstack’s starting price',
  );
  expect(within(dialog).getByLabelText(/Day sent/)).toHaveValue(today());

  const send = within(dialog).getByRole('button', { name: 'Send e-mail' });
  expect(send).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText(/^To/), { target: { value: 'editor@blog.example' } });
  fireEvent.change(within(dialog).getByLabelText(/Day sent/), { target: { value: '2026-11-21' } });
  fireEvent.click(send);

  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'blog.example opted out of outreach e-mails.',
  );
  expect(screen.getByRole('dialog', { name: 'Fix Starting price: $19/month' })).toBeInTheDocument();
});

test('a viewer reads the issues without a Fix it button, and is told why', async () => {
  renderPage([routeMock(factCheck()), issuesMock([priceIssue(), FOUNDED_ISSUE])], 'VIEWER');
  const issue = await screen.findByRole('article', { name: 'Starting price: $19/month' });
  expect(within(issue).getByRole('list', { name: 'Quotes stating $19/month' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Fix it/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^Send another fix/ })).toBeNull();
  expect(screen.getByTestId('role-hint')).toHaveTextContent('Viewers can read and export');
});

test('the wrong claims list its quotes with stated against expected; Show more reads the next page', async () => {
  renderPage([
    routeMock(factCheck()),
    issuesMock([]),
    {
      request: { query: MoreWrongClaimsDocument, variables: { ...DEFAULT, after: 'cursor-c2' } },
      result: {
        data: {
          factCheck: {
            __typename: 'FactCheck',
            wrongClaims: page(
              [claim('c3', { stated: '$25/month', quote: 'Quillstack is $25/month.', platform: 'CLAUDE' })],
              3,
              null,
            ),
          },
        },
      },
    },
  ]);
  const list = await screen.findByRole('list', { name: 'Wrong and out-of-date claims' });
  expect(screen.getByText('3 claims in the last 30 days, newest first')).toBeInTheDocument();
  const items = () => within(list).getAllByRole('listitem');
  expect(items().map((item) => item.textContent)).toEqual([
    expect.stringContaining('Starting price: states $19/month; your fact sheet says $12/month'),
    expect.stringContaining('Founded: states 2015; your fact sheet says 2016'),
  ]);
  expect(items()[1]!.textContent).toContain(
    '“Quillstack was founded in 2015 in Lyon.”Gemini·Nov 19, 2026Out of date',
  );
  expect(
    within(items()[0]!).getByRole('button', {
      name: 'Show answer: the one this quote is from (ChatGPT, Nov 20, 2026)',
    }),
  ).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Show more (1 more)' }));
  await waitFor(() => expect(items()).toHaveLength(3));
  expect(items()[2]!.textContent).toContain('Starting price: states $25/month');
  expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
});
