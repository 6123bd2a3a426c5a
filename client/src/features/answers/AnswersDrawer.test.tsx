// @vitest-environment jsdom
// jsdom, not the project's happy-dom: the mention marks at offsets with accents and emoji are not drawn under
// happy-dom.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Button } from '@chakra-ui/react';
import { renderWithProviders } from '../../test/render';
import { AnswersDrawerProvider, useOpenAnswers } from './AnswersDrawer';
import { type AnswersRequest } from './answersRequest';
import { answer, answersMock, failedAnswer, mentionsIn } from './answers.fixtures';

const visibilityRequest: AnswersRequest = {
  title: 'Brand Visibility · Nov 5, 2026',
  filter: { topicId: null, day: '2026-11-05' },
  period: 'on Nov 5, 2026',
  measure: { kind: 'visibility' },
};

function Opener({ request }: { request: AnswersRequest }) {
  const openAnswers = useOpenAnswers();
  return <Button onClick={() => openAnswers?.(request)}>Open</Button>;
}

function renderDrawer(request: AnswersRequest, mocks: ReturnType<typeof answersMock>[]) {
  renderWithProviders(
    <AnswersDrawerProvider>
      <Opener request={request} />
    </AnswersDrawerProvider>,
    { mocks },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

const counts = { totalCount: 32, okCount: 30, visibleCount: 12, failureCount: 2 };

test('states the numerator and denominator, links to How we measure and lists the answers', async () => {
  renderDrawer(visibilityRequest, [
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [
        answer(),
        failedAnswer('a2'),
        answer({ id: 'a3', simulated: false, engine: 'openai-responses', promptKind: 'BRANDED' }),
      ],
    }),
  ]);
  const drawer = await screen.findByRole('dialog', { name: 'Brand Visibility · Nov 5, 2026' });
  expect(
    await within(drawer).findByText(
      '12 of 30 answers on Nov 5, 2026 mentioned Quillstack · 2 failed captures excluded',
    ),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: 'How we measure' }).getAttribute('href')).toBe(
    '/dashboard/how-we-measure',
  );
  const items = within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByText('Simulated')).toBeInTheDocument();
  expect(within(items[0]!).getByText('ChatGPT')).toBeInTheDocument();
  // A simulated answer says so once: no engine or model beside its badge.
  expect(within(items[0]!).queryByText(/sim-1/)).toBeNull();
  expect(within(items[0]!).getAllByText(/simulated/i)).toHaveLength(1);
  expect(within(items[0]!).getByText('Visible')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Failed')).toBeInTheDocument();
  expect(within(items[1]!).getByText(/Capture failed: upstream timed out after 3 tries/)).toBeInTheDocument();
  expect(within(items[2]!).queryByText('Simulated')).toBeNull();
  expect(within(items[2]!).getByText('openai-responses · sim-1')).toBeInTheDocument();
  // Each answer says which kind of prompt asked it.
  expect(within(items[0]!).getByText('Unbranded')).toBeInTheDocument();
  expect(within(items[2]!).getByText('Branded')).toBeInTheDocument();
  // The chips count the figure's answers.
  const chips = within(drawer).getByRole('group', { name: 'Show answers' });
  expect(within(chips).getByRole('button', { name: 'All · 32' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(chips).getByRole('button', { name: 'Not visible · 18' })).toBeInTheDocument();
});

test('an expanded answer highlights brand and competitor mentions at their offsets, accents and emoji included', async () => {
  const text = '🚀 Über-APIs: Café Quillstack führt; Kong folgt. „Quillstack“ ist größer.';
  renderDrawer(visibilityRequest, [
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [
        answer({
          text,
          mentions: mentionsIn(text, [
            { name: 'Quillstack', isBrand: true },
            { name: 'Kong', isBrand: false },
          ]),
        }),
      ],
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Show answer' }));
  const link = await within(drawer).findByRole('link', { name: 'docs.example.com/apis' });
  expect(link.getAttribute('href')).toBe('https://docs.example.com/apis');
  expect(within(drawer).getByText("Read by Sightline's analyzer (version of Nov 2026).")).toHaveAttribute(
    'title',
    'rules@2026.11',
  );
  // The Markdown renderer loads when the first answer opens.
  await within(drawer).findByText('Kong', { selector: 'mark' });
  const marks = drawer.querySelectorAll('li mark');
  expect([...marks].map((m) => [m.textContent, m.getAttribute('data-mention')])).toEqual([
    ['Quillstack', 'brand'],
    ['Kong', 'competitor'],
    ['Quillstack', 'brand'],
  ]);
  // The whole text is shown, unchanged, around the marks.
  expect(marks[0]!.closest('p')!.textContent).toBe(text);
});

test('an answer renders as Markdown: formatting and safe links kept, raw HTML and script links dropped, mentions marked', async () => {
  const text = [
    '**Quillstack** leads; [Kong](https://konghq.com/docs) follows.',
    '',
    '| Tool | Note |',
    '| --- | --- |',
    '| Kong | gateway |',
    '',
    'Inline <b onclick="x()">raw</b> HTML and a [trap](javascript:alert(1)).',
    '',
    '<script>window.hacked = true</script>',
    '',
    '![logo](https://images.example.com/kong.png)',
  ].join('\n');
  renderDrawer(visibilityRequest, [
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [
        answer({
          text,
          mentions: mentionsIn(text, [
            { name: 'Quillstack', isBrand: true },
            { name: 'Kong', isBrand: false },
          ]),
        }),
      ],
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Show answer' }));
  const item = within(drawer).getAllByRole('listitem')[0]!;
  await within(item).findByRole('table');
  expect(item.textContent).not.toContain('**');
  expect(item.querySelector('strong mark[data-mention="brand"]')?.textContent).toBe('Quillstack');
  const kong = within(item).getByRole('link', { name: 'Kong' });
  expect(kong.getAttribute('href')).toBe('https://konghq.com/docs');
  expect(kong.getAttribute('target')).toBe('_blank');
  expect(kong.getAttribute('rel')).toContain('noopener');
  expect(kong.querySelector('mark[data-mention="competitor"]')).not.toBeNull();
  expect(within(item).getByRole('cell', { name: 'Kong' }).querySelector('mark')).not.toBeNull();
  expect(item.querySelector('script, b, img')).toBeNull();
  expect(item.textContent).not.toContain('window.hacked');
  expect(within(item).getByText('trap').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  expect(within(item).getByRole('link', { name: 'Image: logo' })).toBeInTheDocument();
});

test('a collapsed answer shows its platform, day, position, sentiment and the competitors it names', async () => {
  renderDrawer(visibilityRequest, [
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [
        answer({
          position: 2,
          sentiment: 64.5,
          competitors: [
            { __typename: 'AnswerCompetitor', id: 'c-kong', name: 'Kong' },
            { __typename: 'AnswerCompetitor', id: 'c-postman', name: 'Postman' },
          ],
        }),
        answer({ id: 'a2', visible: false, position: null, sentiment: null, competitors: [] }),
      ],
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  const [seen, unseen] = await within(drawer).findAllByRole('group', { name: 'Measured in this answer' });
  expect(within(drawer).queryByRole('button', { name: 'Hide answer' })).toBeNull();
  expect(seen!.closest('li')!.textContent).toContain('ChatGPT');
  expect(seen!.closest('li')!.textContent).toContain('Nov 5, 2026');
  expect(within(seen!).getByText('Position: #2')).toBeInTheDocument();
  expect(within(seen!).getByText('Sentiment: 64.50 (positive)')).toBeInTheDocument();
  expect(within(seen!).getByText('Competitors named: Kong, Postman')).toBeInTheDocument();
  expect(within(unseen!).getByText('Position: —')).toBeInTheDocument();
  expect(within(unseen!).getByText('Competitors named: none')).toBeInTheDocument();
});

test('Load more fetches the next page with the cursor and appends it', async () => {
  const first = Array.from({ length: 20 }, (_, i) => answer({ id: `p1-${i}` }));
  renderDrawer(visibilityRequest, [
    answersMock({ figure: visibilityRequest.filter, counts, nodes: first, endCursor: 'cursor-p1-19' }),
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [answer({ id: 'p2-0', question: 'The last question' })],
      after: 'cursor-p1-19',
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findAllByText('Which API platforms are best?')).toHaveLength(20);
  fireEvent.click(within(drawer).getByRole('button', { name: 'Load more (12 more)' }));
  expect(await within(drawer).findByText('The last question')).toBeInTheDocument();
  expect(within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem')).toHaveLength(
    21,
  );
  expect(within(drawer).queryByRole('button', { name: /Load more/ })).toBeNull();
});

test('a chip narrows the list; the sentence keeps counting the whole figure', async () => {
  renderDrawer(visibilityRequest, [
    answersMock({ figure: visibilityRequest.filter, counts, nodes: [answer()] }),
    answersMock({
      figure: visibilityRequest.filter,
      list: { ...visibilityRequest.filter, status: 'FAILED' },
      counts,
      nodes: [failedAnswer('f1'), failedAnswer('f2')],
      listTotal: 2,
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(await within(drawer).findByRole('button', { name: 'Failed · 2' }));
  expect(await within(drawer).findAllByText(/Capture failed/)).toHaveLength(2);
  expect(within(drawer).getByText(/12 of 30 answers/)).toBeInTheDocument();
});

test('a competitor figure counts the answers naming it', async () => {
  const request: AnswersRequest = {
    title: 'Competitor Rankings · Kong',
    filter: { topicId: null, competitorId: 'c-kong', period: { preset: 'LAST_30_DAYS' } },
    period: 'in the last 30 days',
    measure: { kind: 'named', subject: 'Kong' },
  };
  renderDrawer(request, [
    answersMock({
      figure: request.filter,
      counts: { totalCount: 18, okCount: 18, visibleCount: 10, failureCount: 0 },
      nodes: [answer()],
    }),
  ]);
  expect(await screen.findByText('18 answers in the last 30 days named Kong')).toBeInTheDocument();
  // Split by whether they name the brand, not "visible", which would read as about Kong.
  const chips = screen.getByRole('group', { name: 'Show answers' });
  expect(within(chips).getByRole('button', { name: 'Naming Quillstack · 10' })).toBeInTheDocument();
  expect(within(chips).getByRole('button', { name: 'Not naming Quillstack · 8' })).toBeInTheDocument();
  expect(within(chips).queryByRole('button', { name: /visible/i })).toBeNull();
  // Each row's badge and figures say they are the brand's, not Kong's.
  const row = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem')[0]!;
  expect(within(row).getByText('Names Quillstack')).toBeInTheDocument();
  expect(within(row).getByText(/^Quillstack's position: /)).toBeInTheDocument();
  expect(within(row).getByText(/^Sentiment toward Quillstack: /)).toBeInTheDocument();
  expect(within(row).queryByText('Visible')).toBeNull();
});

test('an answer the LLM judge read shows the judge and its quotes; a fallback says why the judge was not used', async () => {
  renderDrawer(visibilityRequest, [
    answersMock({
      figure: visibilityRequest.filter,
      counts,
      nodes: [
        answer({
          analyzer: 'judge:openai/gpt-4.1-mini@1',
          evidence: {
            __typename: 'AnswerEvidence',
            mention: ['Quillstack is simpler'],
            sentiment: ['Quillstack is simpler'],
          },
        }),
        answer({ id: 'a2', analyzer: 'rules@2026.11 (fallback from judge:openai/gpt-4.1-mini@1: timeout)' }),
        answer({
          id: 'a3',
          analyzer: 'judge:openai/gpt-4.1-mini@2 (statements by rules@2026.11.29.4: none given)',
        }),
      ],
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  for (const button of await within(drawer).findAllByRole('button', { name: 'Show answer' }))
    fireEvent.click(button);
  const [judged, fallback, statementsByRules] = within(drawer)
    .getAllByRole('listitem')
    .filter((item) => item.tagName === 'LI');
  expect(await within(judged!).findByText('Read by the AI model openai/gpt-4.1-mini.')).toBeInTheDocument();
  expect(within(judged!).getByText('Mention evidence:')).toBeInTheDocument();
  expect(within(judged!).getAllByText('“Quillstack is simpler”')).toHaveLength(2);
  expect(
    within(fallback!).getByText(
      "Read by Sightline's analyzer (version of Nov 2026): the AI model openai/gpt-4.1-mini could not be used (timeout).",
    ),
  ).toBeInTheDocument();
  expect(within(fallback!).queryByText(/evidence:/)).toBeNull();
  expect(
    within(statementsByRules!).getByText(
      "Read by the AI model openai/gpt-4.1-mini; its statements by Sightline's analyzer (version of Nov 29, 2026), as it gave none.",
    ),
  ).toBeInTheDocument();
});

test('the search box asks once typing pauses, lists the matches by relevance with the passage marked, and says plainly when none match', async () => {
  const found = answer({ id: 'a7', question: 'Which API gateway is easiest to start with?' });
  const snippet = '…teams pick Quillstack for its flat pricing and quick setup…';
  const at = snippet.indexOf('flat pricing');
  renderDrawer(visibilityRequest, [
    answersMock({ figure: visibilityRequest.filter, counts, nodes: [answer(), failedAnswer('a2')] }),
    answersMock({
      figure: visibilityRequest.filter,
      list: { ...visibilityRequest.filter, search: '"flat pricing"' },
      counts,
      listTotal: 1,
      nodes: [found],
      snippets: { a7: { text: snippet, matches: [{ start: at, end: at + 'flat pricing'.length }] } },
    }),
    answersMock({
      figure: visibilityRequest.filter,
      list: { ...visibilityRequest.filter, search: 'zeppelin' },
      counts,
      listTotal: 0,
      nodes: [],
    }),
    answersMock({
      figure: visibilityRequest.filter,
      list: { ...visibilityRequest.filter, search: 'pricing' },
      counts,
      listTotal: 1000,
      listTotalIsLowerBound: true,
      nodes: [found],
      endCursor: 'cursor-a7',
    }),
  ]);
  const drawer = await screen.findByRole('dialog');
  const box = within(drawer).getByRole('searchbox', { name: 'Search these answers' });
  expect(await within(drawer).findAllByRole('listitem')).toHaveLength(2);

  fireEvent.change(box, { target: { value: '  "flat pricing"  ' } });
  expect(
    await within(drawer).findByText('1 answer matches "flat pricing", most relevant first'),
  ).toBeInTheDocument();
  const items = within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  // The row still names the prompt, the platform and the day, with the passage that matched.
  expect(within(items[0]!).getByText('Which API gateway is easiest to start with?')).toBeInTheDocument();
  expect(within(items[0]!).getByText('ChatGPT')).toBeInTheDocument();
  expect(within(items[0]!).getByText('Nov 5, 2026')).toBeInTheDocument();
  expect(within(items[0]!).getByTestId('answer-snippet').textContent).toBe(snippet);
  expect(within(items[0]!).getByText('flat pricing', { selector: 'mark' })).toBeInTheDocument();

  fireEvent.change(box, { target: { value: 'zeppelin' } });
  expect(await within(drawer).findByText('No answers match “zeppelin”.')).toBeInTheDocument();

  // More matches than a search ranks: the count reads as a lower bound, and the list as the newest of them.
  fireEvent.change(box, { target: { value: 'pricing' } });
  expect(
    await within(drawer).findByText('1,000+ answers match “pricing”: the newest 1,000, most relevant first'),
  ).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Load more (999 more)' })).toBeInTheDocument();
});

/** An answer outside the figure (a refusal, a no answer): nothing was read from it. */
const unread = (id: string, status: 'REFUSED' | 'NO_ANSWER', text: string | null) =>
  answer({
    id,
    status,
    text,
    visible: null,
    position: null,
    sentiment: null,
    sentimentLabel: null,
    competitors: [],
    sources: [],
    mentions: [],
  });

/** The figure's answers, then the view of one status (its chip). */
const figureAndStatusView = (
  counts: Parameters<typeof answersMock>[0]['counts'],
  nodes: ReturnType<typeof answer>[],
  status: 'REFUSED' | 'NO_ANSWER',
  listTotal: number,
) => [
  answersMock({ figure: visibilityRequest.filter, counts, nodes }),
  answersMock({
    figure: visibilityRequest.filter,
    list: { ...visibilityRequest.filter, status },
    counts,
    listTotal,
    nodes: nodes.filter((node) => node.status === status),
  }),
];

test('refusals: excluded with their rate, listed under Refused with the platform’s words; an answer shows the searches it ran', async () => {
  const withRefusals = { totalCount: 34, okCount: 30, visibleCount: 12, failureCount: 2, refusalCount: 2 };
  const refusal = unread('r1', 'REFUSED', "I'm sorry, but I can't help with recommendations on this topic.");
  renderDrawer(
    visibilityRequest,
    figureAndStatusView(
      withRefusals,
      [
        answer({ simulated: false, searchQueries: ['best api platforms 2026', 'quillstack vs kong'] }),
        refusal,
      ],
      'REFUSED',
      2,
    ),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Brand Visibility · Nov 5, 2026' });
  expect(
    await within(drawer).findByText(
      '12 of 30 answers on Nov 5, 2026 mentioned Quillstack · 2 failed captures and 2 refusals (6.3% refusal rate) excluded',
    ),
  ).toBeInTheDocument();
  const items = within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
  fireEvent.click(within(items[0]!).getByRole('button', { name: 'Show answer' }));
  const searches = await within(items[0]!).findByRole('list', { name: 'Searches it ran' });
  expect(
    within(searches)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['best api platforms 2026', 'quillstack vs kong']);
  expect(within(items[1]!).getByText('Refused')).toBeInTheDocument();
  expect(
    within(items[1]!).getByText(/declined to answer\. Not counted in any denominator/),
  ).toBeInTheDocument();
  expect(within(items[1]!).queryByText(/Position/)).toBeNull();

  const chips = within(drawer).getByRole('group', { name: 'Show answers' });
  fireEvent.click(within(chips).getByRole('button', { name: 'Refused · 2' }));
  await within(drawer).findByText(
    (_, el) => el?.getAttribute('aria-pressed') === 'true' && /Refused/.test(el.textContent ?? ''),
  );
  expect(within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem')).toHaveLength(
    1,
  );
});

test('no answers: out of the figure with the answer rate, under their own chip, each saying why', async () => {
  const counts = {
    totalCount: 20,
    okCount: 8,
    visibleCount: 3,
    failureCount: 0,
    refusalCount: 1,
    noAnswerCount: 11,
  };
  renderDrawer(
    visibilityRequest,
    figureAndStatusView(counts, [answer(), unread('n1', 'NO_ANSWER', null)], 'NO_ANSWER', 11),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Brand Visibility · Nov 5, 2026' });
  expect(
    await within(drawer).findByText(
      '3 of 8 answers on Nov 5, 2026 mentioned Quillstack · 1 refusal (11.1% refusal rate) and 11 searches with no answer (42.1% answer rate) excluded',
    ),
  ).toBeInTheDocument();
  const items = within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
  expect(within(items[1]!).getByText('No answer')).toBeInTheDocument();
  expect(within(items[1]!).getByText(/showed no answer for this search/)).toBeInTheDocument();
  expect(within(items[1]!).queryByRole('button', { name: 'Show answer' })).toBeNull();

  const chips = within(drawer).getByRole('group', { name: 'Show answers' });
  fireEvent.click(within(chips).getByRole('button', { name: 'No answer · 11' }));
  await within(drawer).findByText(
    (_, el) => el?.getAttribute('aria-pressed') === 'true' && /No answer/.test(el.textContent ?? ''),
  );
  expect(within(within(drawer).getByRole('list', { name: 'Answers' })).getAllByRole('listitem')).toHaveLength(
    1,
  );
});
