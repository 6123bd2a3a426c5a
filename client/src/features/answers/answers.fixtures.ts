/** Test data for the answers drawer: answers, and MockedProvider responses for the AnswersDrawer query. */
import { type AnswerItem_AnswerFragment, type AnswersFilter } from '../../__generated__/graphql';
import { AnswersDrawerDocument } from '../../__generated__/hooks';
import { ANSWERS_PAGE_SIZE } from './answersRequest';

/** Mentions of `names` in `text` at their JavaScript (UTF-16) offsets, as the server reports them. */
export function mentionsIn(text: string, names: { name: string; isBrand: boolean }[]) {
  return names
    .flatMap(({ name, isBrand }) => {
      const found = [];
      for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length))
        found.push({ __typename: 'AnswerMention' as const, start: at, end: at + name.length, name, isBrand });
      return found;
    })
    .sort((a, b) => a.start - b.start);
}

export function answer(overrides: Partial<AnswerItem_AnswerFragment> = {}): AnswerItem_AnswerFragment {
  const text = overrides.text ?? 'Quillstack and Kong both manage APIs; Quillstack is simpler.';
  return {
    __typename: 'Answer',
    id: 'a1',
    question: 'Which API platforms are best?',
    promptKind: 'UNBRANDED',
    platform: 'CHATGPT',
    engine: 'simulated',
    model: 'sim-1',
    simulated: true,
    day: '2026-11-05',
    status: 'OK',
    error: null,
    text,
    searchQueries: [],
    surface: 'API',
    vendorEvidence: null,
    products: [],
    visible: true,
    position: 1,
    sentiment: 72,
    sentimentLabel: 'POSITIVE',
    analyzer: 'rules@2026.11',
    evidence: null,
    competitors: [{ __typename: 'AnswerCompetitor', id: 'c-kong', name: 'Kong' }],
    correction: null,
    why: null,
    statements: [
      {
        __typename: 'Statement',
        id: 's1',
        competitorName: null,
        text: 'Quillstack is simpler.',
        polarity: 'POSITIVE',
        aspects: ['EASE_OF_USE'],
        correctedBy: null,
      },
    ],
    sources: [
      { __typename: 'AnswerSource', url: 'https://docs.example.com/apis', domain: 'docs.example.com' },
    ],
    mentions: text
      ? mentionsIn(text, [
          { name: 'Quillstack', isBrand: true },
          { name: 'Kong', isBrand: false },
        ])
      : [],
    ...overrides,
  };
}

export const failedAnswer = (id: string) =>
  answer({
    id,
    status: 'FAILED',
    error: 'upstream timed out after 3 tries',
    text: null,
    visible: null,
    position: null,
    sentiment: null,
    competitors: [],
    sources: [],
    mentions: [],
  });

export interface Counts {
  totalCount: number;
  okCount: number;
  visibleCount: number;
  failureCount: number;
  /** 0 unless given. */
  refusalCount?: number;
}

/** One AnswersDrawer query response: the figure's counts and one page of the list. */
export function answersMock({
  figure,
  list = figure,
  counts,
  nodes,
  after = null,
  endCursor = null,
  listTotal = counts.totalCount,
  listTotalIsLowerBound = false,
  brand = 'Quillstack',
  snippets = {},
}: {
  figure: AnswersFilter;
  list?: AnswersFilter;
  counts: Counts;
  nodes: AnswerItem_AnswerFragment[];
  after?: string | null;
  endCursor?: string | null;
  listTotal?: number;
  /** A search that matched more answers than the newest listTotal it lists. */
  listTotalIsLowerBound?: boolean;
  brand?: string;
  /** A search's passage of each answer, by its id (with a search in list). */
  snippets?: Record<string, { text: string; matches: { start: number; end: number }[] }>;
}) {
  return {
    request: {
      query: AnswersDrawerDocument,
      variables: { figure, list, first: ANSWERS_PAGE_SIZE, after },
    },
    result: {
      data: {
        viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: brand } },
        figure: { __typename: 'AnswerConnection' as const, refusalCount: 0, noAnswerCount: 0, ...counts },
        list: {
          __typename: 'AnswerConnection' as const,
          totalCount: listTotal,
          totalCountIsLowerBound: listTotalIsLowerBound,
          pageInfo: { __typename: 'AnswersPageInfo' as const, hasNextPage: endCursor !== null, endCursor },
          edges: nodes.map((node) => ({
            __typename: 'AnswerEdge' as const,
            cursor: `cursor-${node.id}`,
            snippet: snippets[node.id]?.text ?? null,
            snippetMatches: (snippets[node.id]?.matches ?? []).map((m) => ({
              __typename: 'TextRange' as const,
              ...m,
            })),
            node,
          })),
        },
      },
    },
  };
}
