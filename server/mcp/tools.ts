/**
 * The tools Sightline's MCP server offers an AI assistant. Each one runs a GraphQL document through the
 * same Apollo server, context and services as /graphql, so its figures are GraphQL's for the same filter
 * and every rule of the API holds (the caller's own data, read-only tokens, cost, per-account turns). A
 * tool returns the figures as structuredContent (described by its output schema) and a paragraph that
 * says what they mean.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { z } from 'zod';
import { ASPECTS } from '../../graphql/shared/aspects';
import { platformLabel } from '../../graphql/shared/platforms';
import { simulatedShareSentence } from '../../graphql/shared/simulated-share';
import { MAX_SEARCH_LENGTH } from '../modules/collection';
import { PUBLISHED_AGREEMENT } from '../modules/sampling';
import {
  McpAddPromptDocument,
  McpAiSessionsDocument,
  McpArchivePromptDocument,
  McpCanaryPromptsDocument,
  McpCompetitorsDocument,
  McpCrawlerVisitsDocument,
  McpFactCheckDocument,
  McpGapsDocument,
  McpNarrativeDocument,
  McpNoiseBandsDocument,
  McpOneRunAgreementDocument,
  McpOverviewDocument,
  McpPageFunnelDocument,
  McpProductVisibilityDocument,
  McpPromptsDocument,
  type McpPromptsQuery,
  McpSamplingPlanDocument,
  McpSearchDocument,
  McpSetCompetitorsDocument,
  McpSourcesDocument,
  McpSurfaceDivergenceDocument,
  McpTopicsDocument,
  type McpSimulatedShareFragment,
} from './__generated__/graphql';
import {
  askedPeriodWords,
  count,
  cursorAfter,
  cursorArgument,
  filterArguments,
  filterVariables,
  listWords,
  nextCursorField,
  offsetOf,
  PAGE_SIZE,
  pageOf,
  percent,
  periodWords,
  scopeWords,
  ToolRefusal,
  topicIdArgument,
} from './arguments';

/**
 * Runs one of the tools' documents (server/mcp/operations, typed by codegen) as the caller; a GraphQL
 * error becomes a ToolRefusal with its message.
 */
export type RunGraphQL = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
) => Promise<Data>;

/**
 * A tool: its arguments and its result are those its schemas describe, so the result a tool builds from its
 * document's generated type must fit its output schema, or the type check fails.
 */
export interface SightlineTool<
  Input extends z.ZodRawShape = z.ZodRawShape,
  Output extends z.ZodRawShape = z.ZodRawShape,
> {
  name: string;
  title: string;
  description: string;
  input: Input;
  output: Output;
  /** Changes data: needs a FULL token (or a session), and is marked destructive for the assistant. */
  writes: boolean;
  call(
    run: RunGraphQL,
    args: z.infer<z.ZodObject<Input>>,
  ): Promise<{ result: z.infer<z.ZodObject<Output>>; summary: string }>;
}

/** A tool, its argument and result types inferred from its schemas. */
const tool = <Input extends z.ZodRawShape, Output extends z.ZodRawShape>(
  definition: SightlineTool<Input, Output>,
) => definition;

const periodOutput = z.object({
  preset: z
    .string()
    .nullable()
    .describe('LAST_7_DAYS, LAST_30_DAYS, LAST_90_DAYS, ALL_TIME, or null for a custom period'),
  from: z.string().nullable().describe('First day; null for all time'),
  to: z.string(),
  days: z.number().nullable(),
});

const kpiChange = z.object({
  current: z.number().nullable(),
  previous: z
    .number()
    .nullable()
    .describe('The previous period of equal length; null for all time or without answers'),
  change: z.number().nullable().describe('current − previous (percentage points for visibility)'),
  significant: z.boolean().nullable(),
});

/** How many of the answers behind a read tool's figures are simulated: every read tool's result carries it. */
export const simulatedShareOutput = z
  .object({
    percent: z
      .number()
      .describe(
        "simulated ÷ answers × 100: above 0, some or all figures rest on answers Sightline's simulated engine wrote (no API key for their platform) and are illustrative, not what the AI platforms answer",
      ),
    simulated: z.number().describe('Answers the simulated engine wrote'),
    answers: z.number().describe('Answers behind the figures (as get_overview counts them)'),
  })
  .describe(
    "The simulated share of the answers behind these figures (the period, platforms, kind of prompt and topic asked for): the dashboard's banner says the same",
  );

/** A read tool's summary, first saying (when any are) how many of the answers behind it are simulated. */
function withSimulatedShare(summary: string, share: McpSimulatedShareFragment): string {
  const sentence = simulatedShareSentence(share);
  return sentence ? `${sentence} ${summary}` : summary;
}

const optionalNumber = (value: number | null, format: (v: number) => string, otherwise: string) =>
  value === null ? otherwise : format(value);

// ---- get_overview -------------------------------------------------------------------------------------

const overviewOutput = {
  period: periodOutput,
  platforms: z.array(z.string()).describe('The platforms counted; empty means every platform'),
  promptCount: z.number().describe('Active prompts of the kind counted'),
  answers: z.number().describe('Answers collected in the period (failures excluded)'),
  failures: z.number(),
  impressions: z.number().describe('Answers that named the brand'),
  visibility: z
    .number()
    .describe(
      'impressions ÷ answers × 100; the mean of the per-prompt rates × 100 when visibilityBasis is PROMPT_MEAN',
    ),
  visibilityBasis: z
    .enum(['POOLED', 'PROMPT_MEAN'])
    .describe(
      'PROMPT_MEAN when a day of the period asked prompts unequal samples: each prompt weighs the same per day; the counts stay raw',
    ),
  sentimentScore: z
    .number()
    .nullable()
    .describe('Mean sentiment toward the brand, 0–100; null when never named'),
  averagePosition: z.number().nullable().describe("Mean place of the brand's first mention; lower is better"),
  latestDay: z.string().nullable(),
  change: z
    .object({ visibility: kpiChange, sentiment: kpiChange, position: kpiChange, impressions: kpiChange })
    .describe('Each figure against the previous period of equal length'),
  byPlatform: z.array(
    z.object({
      platform: z.string(),
      label: z.string(),
      answers: z.number(),
      impressions: z.number(),
      visibility: z.number(),
    }),
  ),
  byTopic: z.array(
    z.object({
      topicId: z.string(),
      name: z.string(),
      percentage: z.number().describe("The topic's share of the impressions, %"),
    }),
  ),
  simulatedShare: simulatedShareOutput,
};

const getOverview = tool({
  name: 'get_overview',
  title: 'Brand visibility overview',
  description:
    "The brand's headline figures in AI answers over a period: visibility % (share of answers that name the brand), impressions, answers collected, mean sentiment (0–100), average position of its first mention, each against the previous period of equal length, and the same per platform and per topic. Start here to answer 'how visible are we?'.",
  input: filterArguments,
  output: overviewOutput,
  writes: false,
  async call(run, args) {
    const data = await run(McpOverviewDocument, filterVariables(args));
    const { metrics, promptCount, topPlatforms, topicBreakdown } = data.overview;
    const { simulatedShare } = data;
    const result = {
      period: metrics.period,
      platforms: metrics.platforms,
      promptCount,
      answers: metrics.answers,
      failures: metrics.failures,
      impressions: metrics.impressions,
      visibility: metrics.visibility,
      visibilityBasis: metrics.visibilityBasis,
      sentimentScore: metrics.sentimentScore,
      averagePosition: metrics.averagePosition,
      latestDay: metrics.latestDay,
      change: metrics.change,
      byPlatform: topPlatforms,
      byTopic: topicBreakdown.map(({ name, percentage, topic }) => ({ topicId: topic.id, name, percentage })),
      simulatedShare,
    };
    const visibilityChange = metrics.change.visibility.change;
    const summary =
      metrics.answers === 0
        ? `No answers were collected over ${periodWords(metrics.period)} for ${scopeWords(args.promptKind, metrics.platforms)}.`
        : [
            `Over ${periodWords(metrics.period)}, ${scopeWords(args.promptKind, metrics.platforms)} (${count(promptCount, 'prompt')}): `,
            metrics.visibilityBasis === 'PROMPT_MEAN'
              ? `visibility ${percent(metrics.visibility)} (the mean of the per-prompt rates, as prompts were asked unequal samples; ${count(metrics.impressions, 'answer')} of ${metrics.answers.toLocaleString('en-US')} named the brand)`
              : `visibility ${percent(metrics.visibility)} (${count(metrics.impressions, 'answer')} of ${metrics.answers.toLocaleString('en-US')} named the brand)`,
            visibilityChange === null
              ? ''
              : `, ${visibilityChange >= 0 ? 'up' : 'down'} ${Math.abs(visibilityChange).toFixed(1)} points on the previous period${metrics.change.visibility.significant ? ' (significant)' : ''}`,
            `; sentiment ${optionalNumber(metrics.sentimentScore, (v) => `${v.toFixed(2)}/100`, 'not measured (never named)')}`,
            `; average position ${optionalNumber(metrics.averagePosition, (v) => v.toFixed(1), 'none')}.`,
            topPlatforms.length > 0
              ? ` By platform: ${topPlatforms.map((p) => `${p.label} ${percent(p.visibility)}`).join(', ')}.`
              : '',
          ].join('');
    return { result, summary: withSimulatedShare(summary, simulatedShare) };
  },
});

// ---- list_topics ---------------------------------------------------------------------------------------

const listTopics = tool({
  name: 'list_topics',
  title: 'Topics and their visibility',
  description:
    "The brand's tracked topics (groups of prompts, such as 'project management software'), each with its prompt count and its visibility %, impressions, sentiment and average position over the period. Use a topic's id with list_prompts.",
  input: { ...filterArguments, cursor: cursorArgument },
  output: {
    topics: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        promptCount: z.number(),
        answers: z.number(),
        impressions: z.number(),
        visibility: z.number(),
        sentimentScore: z.number().nullable(),
        averagePosition: z.number().nullable(),
      }),
    ),
    period: periodOutput.nullable(),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const offset = offsetOf(args.cursor);
    const data = await run(
      McpTopicsDocument,
      // A topic's prompt count is of the kind its figures count (unbranded unless asked).
      { ...filterVariables(args), countedKind: args.promptKind ?? 'UNBRANDED' },
    );
    const { page, nextCursor } = pageOf(data.topics, offset);
    const topics = page.map(({ metrics, ...topic }) => ({
      ...topic,
      answers: metrics.answers,
      impressions: metrics.impressions,
      visibility: metrics.visibility,
      sentimentScore: metrics.sentimentScore,
      averagePosition: metrics.averagePosition,
    }));
    const period = data.topics[0]?.metrics.period ?? null;
    const summary =
      data.topics.length === 0
        ? 'The brand tracks no topics yet.'
        : `${count(data.topics.length, 'topic')}${period ? ` over ${periodWords(period)}` : ''}: ${topics
            .map(
              (topic) => `${topic.name} ${percent(topic.visibility)} (${count(topic.promptCount, 'prompt')})`,
            )
            .join('; ')}.${nextCursor ? ' More on the next page.' : ''}`;
    return {
      result: { topics, period, nextCursor, simulatedShare: data.simulatedShare },
      summary: withSimulatedShare(summary, data.simulatedShare),
    };
  },
});

// ---- list_prompts --------------------------------------------------------------------------------------

type PromptRow = McpPromptsQuery['promptGrid']['rows'][number];

/**
 * list_prompts in words: a single prompt by its question and figures; several by their number, the rows of
 * this page (when it does not hold them all) and those whose answers never named the brand.
 */
function promptsSummary(rows: readonly PromptRow[], offset: number, shown: number, more: boolean): string {
  const [only] = rows;
  if (!only) return 'No active prompt matches.';
  if (rows.length === 1)
    return only.answers === 0
      ? `1 prompt matches: "${only.question}", with no answers in the period.`
      : `1 prompt matches: "${only.question}", visibility ${percent(only.visibilityPercentage ?? 0)} (${only.impressions.toLocaleString('en-US')} of ${count(only.answers, 'answer')} named the brand)${productCardWords(only.productCardAnswers)}.`;
  const page =
    shown === rows.length
      ? ''
      : shown === 0
        ? ' This page is past the last of them.'
        : ` Rows ${offset + 1}–${offset + shown} here.`;
  const unseen = rows.filter((row) => row.answers > 0 && row.impressions === 0).length;
  const unnamed =
    unseen === 0
      ? ''
      : ` No answer named the brand for ${unseen === rows.length ? 'any of them' : `${unseen} of them`}.`;
  const carousels = rows.filter((row) => row.productCardAnswers > 0).length;
  const shopping =
    carousels === 0
      ? ''
      : ` ${carousels === rows.length ? 'Each of them' : `${carousels.toLocaleString('en-US')} of them`} showed product cards in an app answer.`;
  return `${rows.length.toLocaleString('en-US')} prompts match.${page}${unnamed}${shopping}${more ? ' More on the next page.' : ''}`;
}

/** ", N answers showing product cards" for a prompt whose app answers showed a shopping carousel; else nothing. */
const productCardWords = (answers: number) =>
  answers === 0 ? '' : `; ${count(answers, 'answer')} showed product cards`;

const listPrompts = tool({
  name: 'list_prompts',
  title: 'Prompts and their visibility',
  description:
    'The questions Sightline asks the AI platforms for the brand, each with its visibility % (with a 95 % interval), answers, impressions, average position and sentiment over the period, ordered by topic then question. Narrow with topicId (from list_topics) or search (words in the question). Prompts with low visibility are where the brand is missing from answers.',
  input: {
    ...filterArguments,
    topicId: z
      .string()
      .max(100)
      .optional()
      .describe('Only the prompts of this topic (an id from list_topics)'),
    search: z
      .string()
      .max(200)
      .optional()
      .describe('Only prompts whose question contains this text (any case)'),
    cursor: cursorArgument,
  },
  output: {
    totalCount: z.number().describe('Prompts matching, on every page'),
    prompts: z.array(
      z.object({
        id: z.string(),
        question: z.string(),
        topicId: z.string(),
        topicName: z.string(),
        promptKind: z.string().describe('BRANDED or UNBRANDED'),
        answers: z.number(),
        impressions: z.number(),
        failures: z.number(),
        visibility: z.number().nullable().describe('impressions ÷ answers × 100; null without answers'),
        visibilityLow: z.number().nullable(),
        visibilityHigh: z.number().nullable(),
        averagePosition: z.number().nullable(),
        sentimentScore: z.number().nullable(),
        productCardAnswers: z
          .number()
          .describe(
            'Answered answers of the period whose page showed product cards (a shopping carousel in an app answer, issue 61), as the Prompts grid counts them; 0 when no app answer showed any',
          ),
      }),
    ),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const offset = offsetOf(args.cursor);
    const data = await run(McpPromptsDocument, {
      ...filterVariables(args),
      topicId: args.topicId ?? null,
      search: args.search ?? null,
    });
    const { rows } = data.promptGrid;
    const { page, nextCursor } = pageOf(rows, offset);
    const prompts = page.map(({ visibilityPercentage, ...row }) => ({
      ...row,
      visibility: visibilityPercentage,
    }));
    const summary = promptsSummary(rows, offset, prompts.length, nextCursor !== null);
    return {
      result: { totalCount: rows.length, prompts, nextCursor, simulatedShare: data.simulatedShare },
      summary: withSimulatedShare(summary, data.simulatedShare),
    };
  },
});

// ---- get_competitor_rankings --------------------------------------------------------------------------

const rankedBrand = z.object({
  competitorId: z.string().nullable().describe("null for the account's own brand"),
  name: z.string(),
  isBrand: z.boolean(),
  mentions: z.number().describe('Answers that named it'),
  visibility: z.number().describe('mentions ÷ answers × 100'),
  shareOfVoice: z.number().nullable().describe('mentions ÷ all tracked brands’ mentions × 100'),
  rank: z.number().nullable().describe('Place among every tracked brand; null when never named'),
});

const getCompetitorRankings = tool({
  name: 'get_competitor_rankings',
  title: 'Competitor rankings',
  description:
    'Every tracked brand (the account’s own and its competitors) ranked by the answers that named it over the period, with visibility % and share of voice. Answers "who do the AI platforms recommend instead of us?".',
  input: { ...filterArguments, cursor: cursorArgument },
  output: {
    period: periodOutput,
    answers: z.number().describe('Answers collected in the period'),
    brands: z.array(rankedBrand),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const offset = offsetOf(args.cursor);
    const { competitive, simulatedShare } = await run(McpCompetitorsDocument, filterVariables(args));
    const { page, nextCursor } = pageOf(competitive.brands, offset);
    const ranked = competitive.brands.filter((brand) => brand.rank !== null);
    const own = competitive.brands.find((brand) => brand.isBrand);
    const summary =
      competitive.answers === 0
        ? `No answers were collected over ${periodWords(competitive.period)}.`
        : `Over ${periodWords(competitive.period)} (${count(competitive.answers, 'answer')}): ` +
          ranked
            .slice(0, 5)
            .map((brand) => `${brand.rank}. ${brand.name} ${percent(brand.visibility)}`)
            .join(', ') +
          (own && own.rank === null ? `; ${own.name} was not named.` : '.');
    return {
      result: {
        period: competitive.period,
        answers: competitive.answers,
        brands: page,
        nextCursor,
        simulatedShare,
      },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_top_sources -----------------------------------------------------------------------------------

/** What GraphQL's topDomains lists at most. */
const MAX_DOMAINS = 100;

const getTopSources = tool({
  name: 'get_top_sources',
  title: 'Most cited sources',
  description:
    'The pages the AI platforms cited most in their answers over the period, as the dashboard\'s Top Sources card ranks them (its 10 most cited URLs, each with the answers citing it and its share of all citations); with by "domain", the cited sites instead, each site\'s pages summed (the 100 most cited, a page at a time). These are the pages that shape the answers: where to be listed, reviewed or quoted.',
  input: {
    ...filterArguments,
    by: z
      .enum(['page', 'domain'])
      .optional()
      .describe(
        'page (default): the cited URLs, as the dashboard ranks them; domain: the cited sites, their pages summed',
      ),
    cursor: cursorArgument,
  },
  output: {
    period: periodOutput,
    by: z.enum(['page', 'domain']).describe('What each row is: a cited page (URL) or a cited site (domain)'),
    sources: z.array(
      z.object({
        url: z.string().nullable().describe('The cited page; null when ranking domains'),
        domain: z.string(),
        citations: z.number().describe('By page: answers citing it; by domain: citations of its pages'),
        citationShare: z.number().describe('citations ÷ all citations × 100'),
      }),
    ),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const byDomain = args.by === 'domain';
    const offset = offsetOf(args.cursor);
    if (byDomain && offset >= MAX_DOMAINS)
      throw new ToolRefusal(`Only the ${MAX_DOMAINS} most cited sites are listed.`);
    if (!byDomain && offset > 0)
      throw new ToolRefusal('The cited pages are one page long: the cursor is for by "domain".');
    const size = Math.min(PAGE_SIZE, MAX_DOMAINS - offset);
    // One row past the page says whether another follows.
    const { overview, simulatedShare } = await run(McpSourcesDocument, {
      ...filterVariables(args),
      byDomain,
      first: Math.min(size + 1, MAX_DOMAINS),
      offset,
    });
    const { period, topSources, topDomains } = overview.metrics;
    const domains = (topDomains ?? []).slice(0, size);
    const more = byDomain && (topDomains ?? []).length > size && offset + size < MAX_DOMAINS;
    const nextCursor = more ? cursorAfter(offset + size, MAX_DOMAINS) : null;
    const sources = byDomain
      ? domains.map(({ domain, citations, citationShare }) => ({
          url: null,
          domain,
          citations,
          citationShare,
        }))
      : (topSources ?? []).map(({ url, domain, count: citations, citationShare }) => ({
          url,
          domain,
          citations,
          citationShare,
        }));
    const unit = byDomain ? 'sites' : 'pages';
    const summary =
      sources.length === 0
        ? `The answers cited no source over ${periodWords(period)}.`
        : `Most cited ${unit} over ${periodWords(period)}${byDomain ? ', their pages summed' : ", as the dashboard's Top Sources ranks them"}: ${sources
            .slice(0, 5)
            .map(
              (source) =>
                `${source.url ?? source.domain} (${count(source.citations, 'citation')}, ${percent(source.citationShare)})`,
            )
            .join(
              ', ',
            )}.${nextCursor ? ' More on the next page.' : ''}${byDomain ? '' : ' By site: by "domain".'}`;
    return {
      result: {
        period,
        by: byDomain ? ('domain' as const) : ('page' as const),
        sources,
        nextCursor,
        simulatedShare,
      },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_answer_gaps -----------------------------------------------------------------------------------

const answerGap = z.object({
  promptId: z.string(),
  question: z.string(),
  topicId: z.string(),
  topicName: z.string(),
  answers: z.number().describe('Answers that named a competitor and not the brand'),
  totalAnswers: z.number(),
  competitors: z.array(z.object({ competitorId: z.string(), name: z.string(), answers: z.number() })),
  sources: z.array(z.object({ domain: z.string(), answers: z.number(), competitorOnly: z.boolean() })),
});

/** What GraphQL's gaps lists at most per call. */
const GAPS_PAGE = 20;

const getAnswerGaps = tool({
  name: 'get_answer_gaps',
  title: 'Answer gaps',
  description:
    'Prompts whose answers over the period name tracked competitors and not the brand, those naming the most competitors first: for each, the question, how many of its answers left the brand out, which competitors they named, and the sites those answers cite (competitorOnly: cited for competitors and never beside the brand — outreach targets). The first places to act.',
  input: { ...filterArguments, cursor: cursorArgument },
  output: {
    period: periodOutput,
    gapCount: z.number().describe('Answer gaps in the period, on every page'),
    gaps: z.array(answerGap),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const offset = offsetOf(args.cursor);
    const { competitive, simulatedShare } = await run(McpGapsDocument, {
      ...filterVariables(args),
      first: GAPS_PAGE,
      offset,
    });
    const nextCursor = cursorAfter(offset + competitive.gaps.length, competitive.gapCount);
    const first = competitive.gaps[0];
    const summary =
      competitive.gapCount === 0
        ? `No answer gap over ${periodWords(competitive.period)}: no prompt's answers named a competitor without the brand.`
        : `${count(competitive.gapCount, 'prompt')} over ${periodWords(competitive.period)} had answers naming competitors and not the brand.` +
          (first
            ? ` The largest: "${first.question}" (${first.answers} of ${first.totalAnswers} answers, naming ${listWords(first.competitors.slice(0, 3).map((c) => c.name))}).`
            : '') +
          (nextCursor ? ' More on the next page.' : '');
    return {
      result: {
        period: competitive.period,
        gapCount: competitive.gapCount,
        gaps: competitive.gaps,
        nextCursor,
        simulatedShare,
      },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_narrative --------------------------------------------------------------------------------------

const netSentimentOutput = z
  .object({ value: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable() })
  .describe(
    '(positive − negative) ÷ statements × 100, −100 to 100, with its 95 % bootstrap interval; null without statements',
  );

const themeOutput = z.object({
  aspect: z.enum(ASPECTS),
  label: z.string(),
  statements: z.number().describe('Statements about the brand on this aspect'),
  answers: z.number().describe('Answers holding at least one of them'),
  positive: z.number(),
  neutral: z.number(),
  negative: z.number(),
  netSentiment: netSentimentOutput,
  change: z.number().nullable().describe('Net sentiment now − in the previous period of equal length'),
  quotes: z.array(
    z.object({
      text: z.string().describe("The statement's words, verbatim"),
      answerId: z.string(),
      platform: z.string(),
      day: z.string(),
      polarity: z.string(),
    }),
  ),
  competitors: z.array(
    z.object({
      name: z.string(),
      statements: z.number(),
      netSentiment: z.object({ value: z.number().nullable() }),
    }),
  ),
  sources: z
    .array(z.object({ url: z.string(), answers: z.number(), lift: z.number() }))
    .describe('Pages over-represented in the answers speaking negatively of the brand on this aspect'),
});

const signed = (value: number) => `${value > 0 ? '+' : ''}${Math.round(value)}`;

const getNarrative = tool({
  name: 'get_narrative',
  title: 'What AI says about the brand',
  description:
    'What the answers say about the brand, aspect by aspect (price and value, quality, ease of use, customer service, reliability, features, privacy, availability, sustainability, reputation): for each, how many statements about the brand and how many positive, neutral and negative, the net sentiment with its 95 % interval and its change, three quotes (negative first), each competitor’s statements on it, and the cited pages over-represented where the brand is spoken of badly. Give `aspect` for one theme.',
  input: {
    ...filterArguments,
    topicId: topicIdArgument,
    aspect: z.enum(ASPECTS).optional().describe('One aspect only; default every aspect with statements'),
  },
  output: {
    period: periodOutput,
    answers: z.number().describe('Answered answers in the filter'),
    statements: z.number().describe('Statements about the brand in them'),
    netSentiment: netSentimentOutput,
    themes: z.array(themeOutput),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { narrative, simulatedShare } = await run(McpNarrativeDocument, {
      ...filterVariables(args),
      ...(args.topicId !== undefined ? { topicId: args.topicId } : {}),
    });
    const themes = narrative.themes.filter(
      (theme) => args.aspect === undefined || theme.aspect === args.aspect,
    );
    const described = themes
      .slice(0, 3)
      .map(
        (theme) =>
          `${theme.label}: ${count(theme.statements, 'statement')}, net ${theme.netSentiment.value === null ? 'n/a' : signed(theme.netSentiment.value)}${theme.change === null ? '' : ` (${signed(theme.change)} against the previous period)`}`,
      );
    const summary =
      themes.length === 0
        ? `No statement about the brand${args.aspect ? ` on ${args.aspect}` : ''} over ${periodWords(narrative.period)}.`
        : `${count(narrative.statements, 'statement')} about the brand in ${count(narrative.answers, 'answer')} over ${periodWords(narrative.period)}. ${described.join('; ')}.`;
    return {
      result: { ...narrative, themes, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_fact_check -------------------------------------------------------------------------------------

const claimRateOutput = z
  .object({ value: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable() })
  .describe(
    'Accuracy: correct ÷ (correct + wrong + outdated) × 100, with its 95 % Wilson interval; null without judged claims',
  );

const claimCounts = {
  claims: z.number(),
  correct: z.number(),
  wrong: z.number().describe('Values the fact sheet neither holds nor held'),
  outdated: z.number().describe("One of the fact's previous values: once true, no longer"),
  unclear: z
    .number()
    .describe('Values that cannot be judged (a range, "around", another period); left out of accuracy'),
  accuracy: claimRateOutput,
};

const wrongClaimOutput = z.object({
  id: z.string().describe("The claim's id"),
  fact: z.string().describe("The fact's key on the fact sheet"),
  label: z.string(),
  stated: z.string().describe('The value as the answer words it'),
  expected: z.string().describe("The fact sheet's value it was judged against"),
  status: z.string().describe('WRONG or OUTDATED'),
  corrected: z.boolean().describe('Whether a reviewer set the status'),
  quote: z.string().describe('The sentence, list item or table row stating it, verbatim'),
  answerId: z.string(),
  platform: z.string(),
  day: z.string(),
  likelySources: z
    .array(z.object({ url: z.string(), domain: z.string(), answers: z.number(), lift: z.number() }))
    .describe(
      "Cited pages over-represented in the answers carrying this wrong value (lift over 1, cited by two or more of them), highest lift first; the brand's own pages left out",
    ),
});

/** Wrong and outdated claims listed when the caller does not say. */
const DEFAULT_WRONG_CLAIMS = 10;

const getFactCheck = tool({
  name: 'get_fact_check',
  title: 'Is what AI says about the brand true?',
  description:
    "The values the answers state for the brand's facts (price, founding year, head office, features…), checked against its confirmed fact sheet for the answers' market: how many claims are correct, wrong, outdated (a previous value) or unclear, the accuracy with its 95 % interval, the same per fact and per platform, and the newest wrong or outdated claims with the quote, the value stated and the one expected, and the cited pages likely behind each wrong value. Answers 'what does AI get wrong about us, and where does it come from?'.",
  input: {
    ...filterArguments,
    topicId: topicIdArgument,
    wrongClaims: z
      .number()
      .int()
      .min(1)
      .max(PAGE_SIZE)
      .optional()
      .describe(
        `How many of the wrong and outdated claims to list, newest first: 1–${PAGE_SIZE} (default ${DEFAULT_WRONG_CLAIMS})`,
      ),
  },
  output: {
    answers: z.number().describe('Answered answers in the filter'),
    answersWithClaims: z.number().describe("Of them, answers stating at least one of the brand's facts"),
    ...claimCounts,
    byFact: z
      .array(z.object({ fact: z.string(), label: z.string(), ...claimCounts }))
      .describe('One row per fact stated, most claims first'),
    byPlatform: z.array(z.object({ platform: z.string(), ...claimCounts })),
    wrongClaimsTotal: z.number().describe('Wrong and outdated claims in the filter, listed or not'),
    wrongClaims: z.array(wrongClaimOutput),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { factCheck, simulatedShare } = await run(McpFactCheckDocument, {
      ...filterVariables(args),
      ...(args.topicId !== undefined ? { topicId: args.topicId } : {}),
      wrongClaims: args.wrongClaims ?? DEFAULT_WRONG_CLAIMS,
    });
    const { wrongClaims, ...figures } = factCheck;
    const listed = wrongClaims.edges.map(({ node }) => node);
    const scope = `${scopeWords(args.promptKind, args.platforms ?? [])} ${askedPeriodWords(args.period)}`;
    const { value, low, high } = factCheck.accuracy;
    const accuracy =
      value === null
        ? 'no claim could be judged'
        : `accuracy ${percent(value)} (95 % interval ${percent(low!)}–${percent(high!)})`;
    const newest = listed[0];
    const summary =
      factCheck.claims === 0
        ? `No claim about the brand's confirmed facts in the ${count(factCheck.answers, 'answer')} to ${scope}.`
        : [
            `${count(factCheck.claims, 'claim')} about the brand's facts in ${factCheck.answersWithClaims} of the ${count(factCheck.answers, 'answer')} to ${scope}: `,
            `${accuracy}; ${factCheck.correct} correct, ${factCheck.wrong} wrong, ${factCheck.outdated} outdated, ${factCheck.unclear} unclear.`,
            newest
              ? ` Newest ${newest.status.toLowerCase()}: "${newest.stated.trim()}" for ${newest.label} (the fact sheet says ${newest.expected}), ${platformLabel(newest.platform)} on ${newest.day}${newest.likelySources[0] ? `, likely from ${newest.likelySources[0].domain}` : ''}.`
              : '',
          ].join('');
    return {
      result: { ...figures, wrongClaimsTotal: wrongClaims.totalCount, wrongClaims: listed, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_product_visibility and get_surface_divergence (issue 61) ----------------------------------------

const rateOutput = z
  .object({ value: z.number().nullable(), low: z.number().nullable(), high: z.number().nullable() })
  .describe('A share in percent with its 95 % Wilson interval; null figures when there is nothing to count');

const rateWords = ({ value, low, high }: z.infer<typeof rateOutput>) =>
  value === null
    ? 'nothing to count'
    : `${percent(value)} (95 % interval ${percent(low!)}–${percent(high!)})`;

const topicVariable = (topicId: string | undefined) => (topicId !== undefined ? { topicId } : {});

const getProductVisibility = tool({
  name: 'get_product_visibility',
  title: 'Product cards in the AI apps',
  description:
    "The product cards (shopping carousels) the consumer apps of the AI platforms show beside their answers, over the answers read on the app surface: how often a carousel shows (trigger rate), how many cards are the brand's (share of cards, with its 95 % interval), the products shown most and the shops they are offered from. APIs show no cards, so only app answers count. Answers 'do the AI apps show our products when people shop?'.",
  input: { ...filterArguments, topicId: topicIdArgument },
  output: {
    answers: z.number().describe('Answered answers read on the app surface in the filter'),
    answersWithProducts: z.number().describe('Of them, answers showing at least one product card'),
    triggerRate: rateOutput.describe('answersWithProducts ÷ answers × 100, with its interval'),
    cards: z.number(),
    brandCards: z.number().describe('Cards whose maker reads as the brand'),
    shareOfCards: rateOutput.describe('brandCards ÷ cards × 100, with its interval'),
    topProducts: z.array(
      z.object({
        title: z.string(),
        brand: z.string().nullable(),
        isBrand: z.boolean(),
        competitorId: z.string().nullable().describe('The tracked competitor the maker reads as'),
        cards: z.number(),
        averagePosition: z.number().describe('Mean place in the carousel'),
      }),
    ),
    merchants: z.array(z.object({ merchant: z.string(), cards: z.number(), brandCards: z.number() })),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { productVisibility, simulatedShare } = await run(McpProductVisibilityDocument, {
      ...filterVariables(args),
      ...topicVariable(args.topicId),
    });
    const scope = `${scopeWords(args.promptKind, args.platforms ?? [])} ${askedPeriodWords(args.period)}`;
    const top = productVisibility.topProducts[0];
    const summary =
      productVisibility.answers === 0
        ? `No answer read through an AI app for ${scope}: choose app platforms in the collection settings.`
        : [
            `Product cards showed in ${productVisibility.answersWithProducts} of the ${count(productVisibility.answers, 'app answer')} for ${scope}: trigger rate ${rateWords(productVisibility.triggerRate)}.`,
            productVisibility.cards > 0
              ? ` The brand has ${productVisibility.brandCards} of the ${count(productVisibility.cards, 'card')}: share of cards ${rateWords(productVisibility.shareOfCards)}.`
              : '',
            top ? ` Shown most: ${top.title} (${count(top.cards, 'card')}).` : '',
          ].join('');
    return {
      result: { ...productVisibility, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

const getSurfaceDivergence = tool({
  name: 'get_surface_divergence',
  title: 'AI app against API',
  description:
    "How the answers a platform's consumer app shows people differ from its API's, per platform asked through both: the pairs of answers to one prompt on one day, the share of pairs agreeing on whether the brand is named, the brand's visibility on each surface with 95 % intervals, and the overlap of the domains the two cite (Jaccard). Answers 'are API figures what people see in the app?'.",
  input: { ...filterArguments, topicId: topicIdArgument },
  output: {
    platforms: z.array(
      z.object({
        platform: z.string(),
        pairs: z.number().describe('Prompts both surfaces answered on the same day'),
        visibilityAgreement: rateOutput.describe(
          'Pairs agreeing on whether the brand is named ÷ pairs × 100',
        ),
        apiVisibility: rateOutput,
        appVisibility: rateOutput,
        citedDomainOverlap: z
          .number()
          .nullable()
          .describe('Mean Jaccard overlap of the domains the two answers cite, %; null when none cite any'),
        pairsWithSources: z.number(),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { surfaceDivergence, simulatedShare } = await run(McpSurfaceDivergenceDocument, {
      ...filterVariables(args),
      ...topicVariable(args.topicId),
    });
    const scope = `${scopeWords(args.promptKind, args.platforms ?? [])} ${askedPeriodWords(args.period)}`;
    const summary =
      surfaceDivergence.length === 0
        ? `No prompt was answered through both an API and an app on the same day for ${scope}.`
        : surfaceDivergence
            .map(
              (row) =>
                `${platformLabel(row.platform)}: ${count(row.pairs, 'pair')}, agreement on naming the brand ${rateWords(row.visibilityAgreement)}; visibility API ${rateWords(row.apiVisibility)}, app ${rateWords(row.appVisibility)}${row.citedDomainOverlap === null ? '' : `; cited domains overlap ${percent(row.citedDomainOverlap)}`}.`,
            )
            .join(' ');
    return {
      result: { platforms: surfaceDivergence, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_page_funnel (issue 63) ---------------------------------------------------------------------------

const FUNNEL_STATE_VALUES = [
  'NOT_CRAWLED',
  'CRAWLED_NOT_CITED',
  'CITED_NOT_RECRAWLED',
  'CITED_NO_CLICKS',
  'CLICKED_NOT_CONVERTING',
  'CONVERTING',
] as const;

const getPageFunnel = tool({
  name: 'get_page_funnel',
  title: 'Pages: crawled, cited, clicked, converted',
  description:
    "Per page of the brand's own site: verified AI-crawler visits by provider (spoofed ones never count), the answers under the filter citing the page by platform, and from Google Analytics 4 the sessions from AI assistants with their key events and revenue (zero without GA4 connected), with where the page stops: NOT_CRAWLED, CRAWLED_NOT_CITED, CITED_NOT_RECRAWLED (cited, no verified crawl in 30 days), CITED_NO_CLICKS, CLICKED_NOT_CONVERTING or CONVERTING. Sessions beside citations are a correlation, not a cause. Answers 'which of our pages does AI read, quote and send visitors to?'.",
  input: {
    ...filterArguments,
    topicId: topicIdArgument,
    state: z.enum(FUNNEL_STATE_VALUES).optional().describe('Only the pages in this state'),
  },
  output: {
    pages: z.array(
      z.object({
        url: z.string(),
        state: z.enum(FUNNEL_STATE_VALUES),
        totalCrawls: z.number().describe('Verified crawls in the period'),
        crawls: z.array(z.object({ provider: z.string(), crawls: z.number() })),
        lastCrawled: z.string().nullable().describe('The latest verified crawl kept, whatever the period'),
        totalCitations: z.number().describe('Answers under the filter citing the page'),
        citations: z.array(z.object({ platform: z.string(), answers: z.number() })),
        aiSessions: z.number(),
        engagedSessions: z.number(),
        keyEvents: z.number(),
        revenue: z.number(),
        revenueCurrency: z
          .string()
          .nullable()
          .describe("The revenue's currency (ISO 4217, the GA4 property's); null when unknown"),
        searchClicks: z.number().describe('Search Console clicks (all of Google Search)'),
        searchImpressions: z.number(),
        bingCitations: z.number().describe("Bing Webmaster Tools' AI citations from the uploaded export"),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { pageFunnel, simulatedShare } = await run(McpPageFunnelDocument, {
      ...filterVariables(args),
      ...topicVariable(args.topicId),
      ...(args.state ? { state: args.state } : {}),
    });
    const pages = pageFunnel.map((row) => ({
      ...row,
      lastCrawled: row.lastCrawled === null ? null : String(row.lastCrawled),
    }));
    const scope = `${scopeWords(args.promptKind, args.platforms ?? [])} ${askedPeriodWords(args.period)}`;
    const tally = FUNNEL_STATE_VALUES.map(
      (state) => [state, pages.filter((p) => p.state === state).length] as const,
    )
      .filter(([, n]) => n > 0)
      .map(([state, n]) => `${n} ${state}`);
    const top = pages[0];
    const summary =
      pages.length === 0
        ? `No page of the brand's site was crawled (verified), cited or visited from an AI assistant for ${scope}.`
        : `${count(pages.length, 'page')} of the brand's site for ${scope}: ${listWords(tally)}. Most cited: ${top!.url}, ${count(top!.totalCitations, 'answer')} citing it, ${count(top!.totalCrawls, 'verified crawl')}, ${count(top!.aiSessions, 'AI session')}${top!.keyEvents > 0 ? `, ${top!.keyEvents} key events` : ''}.`;
    return { result: { pages, simulatedShare }, summary: withSimulatedShare(summary, simulatedShare) };
  },
});

// ---- get_ai_sessions (issue 63) ---------------------------------------------------------------------------

const getAiSessions = tool({
  name: 'get_ai_sessions',
  title: 'AI sessions beside visibility',
  description:
    "Day by day over the period: the brand's visibility % under the filter and the sessions Google Analytics 4 counted from AI assistants landing on the brand's site (every page; the platforms, kind of prompt and topic narrow visibility only), with Pearson's r over the days having both. A correlation, never a cause: an AI session may come from an answer Sightline never asked. Sessions are null for days not pulled (no GA4 connected, or after its last pull). Answers 'does our AI visibility go with visits from AI assistants?'.",
  input: { ...filterArguments, topicId: topicIdArgument },
  output: {
    analyticsConnected: z
      .boolean()
      .describe('Whether Google Analytics 4 is connected (Settings → Integrations)'),
    syncedThrough: z.string().nullable().describe('The last day GA4 was pulled through'),
    totalSessions: z.number().describe("AI sessions over the period's pulled days"),
    correlation: z
      .number()
      .nullable()
      .describe(
        "Pearson's r of the days' visibility and AI sessions; null with fewer than 3 days having both",
      ),
    daysCompared: z.number().describe('Days having both a visibility and pulled sessions'),
    days: z.array(
      z.object({
        day: z.string(),
        visibility: z.number().nullable().describe('Visibility % that day; null without answers'),
        answers: z.number(),
        sessions: z.number().nullable().describe('GA4 AI sessions that day; null when not pulled'),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { aiSessionsBesideVisibility: trend, simulatedShare } = await run(McpAiSessionsDocument, {
      ...filterVariables(args),
      ...topicVariable(args.topicId),
    });
    const result = {
      analyticsConnected: trend.analyticsConnected,
      syncedThrough: trend.syncedThrough === null ? null : String(trend.syncedThrough),
      totalSessions: trend.totalSessions,
      correlation: trend.correlation,
      daysCompared: trend.daysCompared,
      days: trend.days.map((d) => ({ ...d, day: String(d.day) })),
      simulatedShare,
    };
    // The service says it in words already, the correlation as a correlation.
    return { result, summary: withSimulatedShare(trend.summary, simulatedShare) };
  },
});

// ---- list_crawler_visits (issue 63) -----------------------------------------------------------------------

const VERIFICATION_VALUES = ['VERIFIED', 'SPOOFED', 'UNVERIFIABLE'] as const;

const listCrawlerVisits = tool({
  name: 'list_crawler_visits',
  title: "AI crawlers' visits to the site",
  description:
    "Visits of AI crawlers (GPTBot, OAI-SearchBot, ChatGPT-User, PerplexityBot, Googlebot, ClaudeBot, …) to the brand's site, newest first, each with whether its claim to be that provider's crawler was VERIFIED (and how: published IP ranges, reverse DNS, a Web Bot Auth signature or the edge's verdict), SPOOFED (it failed its provider's check: never counted as the provider's) or UNVERIFIABLE. Real visits sent by the site or imported from its logs, never simulated, so no simulatedShare. Narrow by provider, verification and page; answers 'which AI crawlers really read our pages, and who pretends to be one?'.",
  input: {
    period: filterArguments.period,
    provider: z
      .string()
      .max(100)
      .optional()
      .describe('One provider: OpenAI, Perplexity, Google, Anthropic, …'),
    verification: z.enum(VERIFICATION_VALUES).optional().describe('Only visits so verified'),
    page: z
      .string()
      .max(2000)
      .optional()
      .describe(
        'Visits to one page: a path (/pricing) or an address (its host aside), as get_page_funnel gives it',
      ),
    cursor: cursorArgument,
  },
  output: {
    visits: z.array(
      z.object({
        id: z.string(),
        crawler: z.string(),
        provider: z.string(),
        purpose: z.string().describe('TRAINING, SEARCH, USER (fetched for a person asking) or OTHER'),
        pageRoute: z.string(),
        responseCode: z.number(),
        visitedAt: z.string(),
        verification: z.enum(VERIFICATION_VALUES),
        verificationMethod: z
          .string()
          .nullable()
          .describe('IP_RANGE, REVERSE_DNS, WEB_BOT_AUTH or EDGE; null when no check could tell'),
      }),
    ),
    nextCursor: nextCursorField,
  },
  writes: false,
  async call(run, args) {
    const { crawlerVisits } = await run(McpCrawlerVisitsDocument, {
      ...filterVariables({ period: args.period }),
      ...(args.provider ? { provider: args.provider } : {}),
      ...(args.verification ? { verification: args.verification } : {}),
      ...(args.page ? { page: args.page } : {}),
      first: PAGE_SIZE,
      after: args.cursor ?? null,
    });
    const visits = crawlerVisits.edges.map(({ node }) => ({ ...node, visitedAt: String(node.visitedAt) }));
    const nextCursor = crawlerVisits.pageInfo.hasNextPage ? crawlerVisits.pageInfo.endCursor : null;
    const which = [args.verification?.toLowerCase(), args.provider].filter(Boolean).join(' ');
    const where = args.page ? ` to ${args.page}` : '';
    const tally = VERIFICATION_VALUES.map(
      (v) => [v, visits.filter((visit) => visit.verification === v).length] as const,
    )
      .filter(([, n]) => n > 0)
      .map(([v, n]) => `${n} ${v.toLowerCase()}`);
    const summary =
      visits.length === 0
        ? `No ${which ? `${which} ` : ''}AI-crawler visit${where} ${askedPeriodWords(args.period)}.`
        : `${count(visits.length, `${which ? `${which} ` : ''}AI-crawler visit`)}${where} ${askedPeriodWords(args.period)}${nextCursor ? ' on this page (more on the next)' : ''}: ${listWords(tally)}. Newest: ${visits[0]!.crawler} (${visits[0]!.provider}) on ${visits[0]!.pageRoute} at ${visits[0]!.visitedAt}.`;
    return { result: { visits, nextCursor }, summary };
  },
});

// ---- search_answers -------------------------------------------------------------------------------------

const searchAnswers = tool({
  name: 'search_answers',
  title: 'Search what the AI platforms answered',
  description:
    'Full-text search over the answers the AI platforms gave to the brand’s prompts, most relevant first: words (matched in the answer’s language, so "recommend" finds "recommended"), a phrase in double quotes, or text in any script (Japanese included). Each result names the platform, the day and the prompt, with the passage that matched and whether the answer named the brand.',
  input: {
    query: z.string().min(1).max(MAX_SEARCH_LENGTH).describe('The text to find in the answers'),
    limit: z
      .number()
      .int()
      .min(1)
      .max(PAGE_SIZE)
      .optional()
      .describe(`Results per page, 1–${PAGE_SIZE} (default 10)`),
    ...filterArguments,
    cursor: cursorArgument,
  },
  output: {
    totalCount: z
      .number()
      .describe('Answers matching, on every page: at most the newest 1,000 matches, ranked among themselves'),
    totalCountIsLowerBound: z
      .boolean()
      .describe('More answers match than the newest 1,000 listed; narrow the period to reach older ones'),
    results: z.array(
      z.object({
        answerId: z.string(),
        platform: z.string(),
        day: z.string(),
        promptId: z.string(),
        question: z.string(),
        topicId: z.string(),
        snippet: z.string().nullable().describe('The passage of the answer that matched'),
        brandNamed: z.boolean().nullable(),
        position: z.number().nullable(),
        sentiment: z.number().nullable().describe('0–100 toward the brand; null when not named'),
        simulated: z
          .boolean()
          .describe(
            "Written by Sightline's simulated engine (no API key for its platform), not the platform",
          ),
      }),
    ),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const filter = filterVariables(args);
    const data = await run(McpSearchDocument, {
      filter: { search: args.query, status: 'OK', ...filter },
      first: args.limit ?? 10,
      after: args.cursor ?? null,
      ...filter,
    });
    const results = data.answers.edges.map(({ snippet, node }) => ({
      answerId: node.id,
      platform: node.platform,
      day: node.day,
      promptId: node.promptId,
      question: node.question,
      topicId: node.topicId,
      snippet,
      brandNamed: node.visible,
      position: node.position,
      sentiment: node.sentiment,
      simulated: node.simulated,
    }));
    const nextCursor = data.answers.pageInfo.hasNextPage ? data.answers.pageInfo.endCursor : null;
    const best = results[0];
    // A quoted phrase is shown as typed; other searches in quotes.
    const { query } = args;
    const shown = query.startsWith('"') ? query : `"${query}"`;
    const { totalCount, totalCountIsLowerBound } = data.answers;
    const matching = totalCountIsLowerBound
      ? `More than ${count(totalCount, 'answer')} match ${shown}; the most relevant of the newest ${totalCount.toLocaleString('en-US')}`
      : `${count(totalCount, 'answer')} match ${shown}; the most relevant`;
    const summary =
      totalCount === 0
        ? `No answer matches ${shown} in this period.`
        : `${matching}: ${best!.platform} on ${best!.day}, to "${best!.question}"${best!.simulated ? ' (a simulated answer)' : ''}: ${best!.snippet ?? ''}`;
    return {
      result: {
        totalCount,
        totalCountIsLowerBound,
        results,
        nextCursor,
        simulatedShare: data.simulatedShare,
      },
      summary: withSimulatedShare(summary, data.simulatedShare),
    };
  },
});

// ---- Writes ---------------------------------------------------------------------------------------------

const managedPrompt = z.object({
  id: z.string(),
  topicId: z.string(),
  question: z.string(),
  promptKind: z.string(),
  archived: z.boolean(),
});

const addPrompt = tool({
  name: 'add_prompt',
  title: 'Add a prompt',
  description:
    'Adds a question to a topic; Sightline asks it on every collection run from then on. Changes the brand’s setup: needs a FULL token.',
  input: {
    topicId: z.string().max(100).describe('The topic to add it to (an id from list_topics)'),
    question: z.string().max(500).describe('The question, as a person would ask an AI assistant'),
  },
  output: { prompt: managedPrompt },
  writes: true,
  async call(run, args) {
    const { addPrompt } = await run(McpAddPromptDocument, {
      input: { topicId: args.topicId, question: args.question },
    });
    const { prompt } = addPrompt;
    return {
      result: { prompt },
      summary: `Added "${prompt.question}" (${prompt.promptKind.toLowerCase()}, id ${prompt.id}); it is asked from the next collection run.`,
    };
  },
});

const archivePrompt = tool({
  name: 'archive_prompt',
  title: 'Archive a prompt',
  description:
    'Stops asking a prompt: it leaves the dashboards and the figures, its answers are kept. Changes the brand’s setup: needs a FULL token.',
  input: { promptId: z.string().max(100).describe('The prompt to archive (an id from list_prompts)') },
  output: { prompt: managedPrompt },
  writes: true,
  async call(run, args) {
    const { archivePrompt } = await run(McpArchivePromptDocument, { input: { id: args.promptId } });
    const { prompt } = archivePrompt;
    return { result: { prompt }, summary: `Archived "${prompt.question}"; its answers are kept.` };
  },
});

const setCompetitors = tool({
  name: 'set_competitors',
  title: 'Set the tracked competitors',
  description:
    'Replaces the tracked competitors with these names (at most 10). Names kept keep their history; removing a competitor already named in answers is refused. Changes the brand’s setup: needs a FULL token.',
  input: {
    names: z.array(z.string().max(60)).max(10).describe('Every competitor to track, 1–60 characters each'),
  },
  output: {
    competitors: z.array(z.object({ id: z.string(), name: z.string(), mentions: z.number() })),
  },
  writes: true,
  async call(run, args) {
    const { setCompetitors } = await run(McpSetCompetitorsDocument, { input: { names: args.names } });
    const names = setCompetitors.competitors.map((competitor) => competitor.name);
    return {
      result: setCompetitors,
      summary:
        names.length === 0
          ? 'No competitor is tracked now.'
          : `Tracking ${count(names.length, 'competitor')}: ${listWords(names)}.`,
    };
  },
});

// ---- get_sampling_plan (issue 62) ----------------------------------------------------------------------

const money = (usd: number) =>
  `$${usd.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const getSamplingPlan = tool({
  name: 'get_sampling_plan',
  title: 'Sampling plan and its cost',
  description:
    "How many times a day Sightline plans to ask each prompt on each platform, what precision that gives (expected 95 % half-widths, in points, of the headline visibility and of each prompt's over 30 days) and what a month of it costs (requests × prices from Sightline's pricing table, with the table's date): the targets, floor, ceiling and monthly budget set, and which prompts the budget took samples from. Answers 'how precise are our figures, and what does that cost?'. Collection runs follow the plan when a target is set or the floor is below the ceiling, and ask the floor once the month's budget is spent.",
  input: {
    onlyCut: z.boolean().optional().describe('Only the prompts the budget took samples from'),
    cursor: cursorArgument,
  },
  output: {
    settings: z.object({
      headlineHalfWidth: z.number().nullable().describe('Target ± points for the headline; null for none'),
      promptHalfWidth: z.number().nullable().describe('Target ± points for each prompt; null for none'),
      minSamplesPerDay: z.number(),
      maxSamplesPerDay: z.number(),
      monthlyBudgetUsd: z.number().nullable(),
      isDefault: z.boolean().describe('Nothing set: min = max = the samples per prompt'),
    }),
    from: z.string(),
    to: z.string(),
    headlineHalfWidth: z.number().describe('Expected ± points of the headline visibility over 30 days'),
    samplesPerDay: z.number(),
    monthlyCost: z.number().describe('US dollars a month (30 days)'),
    pricesAsOf: z.string().describe('The day the pricing table’s list prices are as of'),
    costLines: z.array(
      z.object({
        request: z.string(),
        requests: z.number().describe('Requests a month'),
        unitPrice: z.number().nullable().describe('US dollars per request; null when the table has no price'),
        cost: z.number(),
      }),
    ),
    targetMet: z.boolean(),
    budgetLimited: z.boolean(),
    overBudgetAtFloor: z.boolean(),
    samplesCutByBudget: z.number(),
    promptsCutByBudget: z.number(),
    totalCount: z.number().describe('Prompt and platform pairs listed, on every page'),
    prompts: z.array(
      z.object({
        promptId: z.string(),
        question: z.string(),
        platform: z.string(),
        simulated: z.boolean(),
        samplesPerDay: z.number(),
        windowAnswers: z.number(),
        estimatedRate: z.number(),
        expectedHalfWidth: z.number(),
        monthlyCost: z.number(),
        samplesCutByBudget: z.number(),
      }),
    ),
    nextCursor: nextCursorField,
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const offset = offsetOf(args.cursor);
    const { samplingPlan, simulatedShare } = await run(McpSamplingPlanDocument, {
      first: PAGE_SIZE,
      // The plan's connection takes the same offset cursor as the tools give (o:<offset>, base64url).
      after: offset > 0 ? Buffer.from(`o:${offset}`).toString('base64url') : null,
      onlyCut: args.onlyCut ?? false,
    });
    const { prompts: connection, ...plan } = samplingPlan;
    const prompts = connection.edges.map(({ node }) => node);
    const end = offset + prompts.length;
    const nextCursor = cursorAfter(end, connection.totalCount);
    const target =
      plan.settings.headlineHalfWidth === null
        ? 'no headline target is set'
        : `the target is ±${plan.settings.headlineHalfWidth} (${plan.targetMet ? 'met' : 'not met'})`;
    const summary = [
      `The plan asks ${count(plan.samplesPerDay, 'sample')} a day (${plan.settings.minSamplesPerDay}–${plan.settings.maxSamplesPerDay} per prompt and platform) for an expected headline half-width of ±${plan.headlineHalfWidth.toFixed(1)} points over 30 days; ${target}.`,
      ` A month costs ${money(plan.monthlyCost)} at the prices of ${plan.pricesAsOf}${plan.settings.monthlyBudgetUsd === null ? '' : ` (budget ${money(plan.settings.monthlyBudgetUsd)})`}.`,
      plan.overBudgetAtFloor
        ? ' The floor alone costs more than the budget: every prompt stays at the floor.'
        : '',
      plan.budgetLimited
        ? ` The budget took ${count(plan.samplesCutByBudget, 'sample')} a day from ${count(plan.promptsCutByBudget, 'prompt')}.`
        : '',
    ].join('');
    return {
      result: { ...plan, totalCount: connection.totalCount, prompts, nextCursor, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_noise_bands (issue 62) ------------------------------------------------------------------------

const pointsWords = (value: number) => `±${value.toFixed(1)} points`;

const getNoiseBands = tool({
  name: 'get_noise_bands',
  title: 'How much visibility moves by noise alone',
  description:
    "How far a day's visibility moves by chance, per platform and for every chosen platform together, estimated over the period's days: the variation sampling alone gives and the engine's own day-to-day variation beyond it (over-dispersion, a beta-binomial moment estimate), as the 95 % band around the period's visibility, in percentage points. A daily move inside the band is not a change. Answers 'is this drop real or noise?'. Give topicId for one topic.",
  input: { ...filterArguments, topicId: topicIdArgument },
  output: {
    bands: z.array(
      z.object({
        platform: z.string().nullable().describe('Null for every chosen platform together'),
        label: z.string(),
        topicId: z.string(),
        from: z.string().nullable().describe('First day; null for all time'),
        to: z.string(),
        days: z.number().describe('Days with answers the band is estimated from'),
        answers: z.number(),
        answersPerDay: z.number(),
        visibility: z.number().nullable().describe('Pooled visibility over the days, %'),
        samplingSd: z
          .number()
          .nullable()
          .describe("Standard deviation of a day's visibility from sampling, points"),
        observedSd: z
          .number()
          .nullable()
          .describe('Standard deviation of the daily visibility observed, points'),
        extraSd: z
          .number()
          .nullable()
          .describe(
            "The engine's own day-to-day variation beyond sampling, points (0 with fewer than 5 days)",
          ),
        dispersion: z.number().nullable().describe('Beta-binomial intra-class correlation τ² / p(1 − p)'),
        halfWidth: z.number().nullable().describe("95 % half-width of a day's visibility, points: the band"),
        low: z.number().nullable().describe("The band's lower edge, %"),
        high: z.number().nullable().describe("The band's upper edge, %"),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { noiseBands, simulatedShare } = await run(McpNoiseBandsDocument, {
      ...filterVariables(args),
      ...(args.topicId !== undefined ? { topicId: args.topicId } : {}),
    });
    const measured = noiseBands.filter((band) => band.halfWidth !== null);
    const bandWords = (band: (typeof noiseBands)[number]) =>
      `${band.label} ${pointsWords(band.halfWidth!)} around ${percent(band.visibility!)} (sampling ${pointsWords(1.96 * band.samplingSd!)}${band.extraSd! > 0 ? `, the engine's own variation ${band.extraSd!.toFixed(1)} points beyond it` : ''})`;
    const summary =
      measured.length === 0
        ? `No answers ${askedPeriodWords(args.period)} to estimate a noise band from.`
        : `A day's visibility moves by noise alone, ${askedPeriodWords(args.period)}: ${measured.map(bandWords).join('; ')}. A daily move inside its band is not a change.`;
    return {
      result: { bands: noiseBands, simulatedShare },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_one_run_agreement (issue 62) ------------------------------------------------------------------

const getOneRunAgreement = tool({
  name: 'get_one_run_agreement',
  title: "How often one sample agrees with the day's majority",
  description:
    "Per platform, how often one sample of a prompt names the brand (or not) as the majority of that day's other samples of it do (leave-one-out), over the prompt-days asked at least 3 times, with its 95 % Wilson interval, beside the published 61–67 % for one run against a five-run reference. Answers 'how much can one answer a day be trusted?'. Platforms without a prompt-day of 3 samples are left out. Give topicId for one topic.",
  input: { ...filterArguments, topicId: topicIdArgument },
  output: {
    publishedLow: z.number().describe('The published range of one run against a five-run reference, %'),
    publishedHigh: z.number(),
    platforms: z.array(
      z.object({
        platform: z.string(),
        label: z.string(),
        groups: z.number().describe('Prompt-days (per surface) with at least 3 samples'),
        samples: z.number(),
        agreeing: z
          .number()
          .describe('Samples agreeing with the others’ majority (an even split counts one half)'),
        value: z.number().nullable().describe('agreeing ÷ samples × 100'),
        low: z.number().nullable(),
        high: z.number().nullable(),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const { oneRunAgreement, simulatedShare } = await run(McpOneRunAgreementDocument, {
      ...filterVariables(args),
      ...(args.topicId !== undefined ? { topicId: args.topicId } : {}),
    });
    const platforms = oneRunAgreement.map((row) => ({
      platform: row.platform,
      label: row.label,
      groups: row.groups,
      samples: row.samples,
      agreeing: row.agreeing,
      value: row.value,
      low: row.low,
      high: row.high,
    }));
    const published = `${PUBLISHED_AGREEMENT.low}–${PUBLISHED_AGREEMENT.high} %`;
    const summary =
      platforms.length === 0
        ? `No prompt was asked at least 3 times on a day ${askedPeriodWords(args.period)}, so one-run agreement cannot be measured (raise the fewest samples a day to 3). Published for one run against a five-run reference: ${published}.`
        : `One sample agrees with the day's other samples on naming the brand, ${askedPeriodWords(args.period)}: ${platforms
            .map(
              (row) =>
                `${row.label} ${percent(row.value!)} (95 % interval ${row.low!.toFixed(1)}–${row.high!.toFixed(1)} %, ${count(row.samples, 'sample')} in ${count(row.groups, 'prompt-day')})`,
            )
            .join('; ')}. Published for one run against a five-run reference: ${published}.`;
    return {
      result: {
        publishedLow: PUBLISHED_AGREEMENT.low,
        publishedHigh: PUBLISHED_AGREEMENT.high,
        platforms,
        simulatedShare,
      },
      summary: withSimulatedShare(summary, simulatedShare),
    };
  },
});

// ---- get_canary_prompts (issue 62) ---------------------------------------------------------------------

const getCanaryPrompts = tool({
  name: 'get_canary_prompts',
  title: 'Canary prompts and engine drifts',
  description:
    "The brand's canary prompts (neutral questions in its category, asked once a day on every platform once saved, kept out of every figure) and the days in the period their answers showed an engine drift: a platform naming brands and citing sources beyond their usual day-to-day variation, with or without a new model id. Answers 'did an AI platform change under us?'. A visibility move on a drift day may be the engine's, not the brand's.",
  input: { period: filterArguments.period, platforms: filterArguments.platforms },
  output: {
    questions: z.array(z.string()),
    isDefault: z
      .boolean()
      .describe('True while they are the default set, which is not asked until someone saves it'),
    engineDrifts: z.array(
      z.object({
        day: z.string(),
        platform: z.string(),
        label: z.string().describe('What shifted, and whether the model id changed'),
      }),
    ),
    simulatedShare: simulatedShareOutput,
  },
  writes: false,
  async call(run, args) {
    const variables = filterVariables(args);
    const { canaryPrompts, annotations, simulatedShare } = await run(McpCanaryPromptsDocument, {
      // The dashboard's period unless given (annotations alone would read all time).
      period: variables.period ?? { preset: 'LAST_30_DAYS' },
      ...(variables.platforms ? { platforms: variables.platforms } : {}),
    });
    const engineDrifts = annotations
      .filter((annotation) => annotation.kind === 'ENGINE_DRIFT' && annotation.platform !== null)
      .map((annotation) => ({
        day: annotation.day,
        platform: annotation.platform!,
        label: annotation.label,
      }));
    const asked = canaryPrompts.isDefault
      ? `${count(canaryPrompts.questions.length, 'default canary question')}, not asked until saved (Prompts page, Canary prompts)`
      : `${count(canaryPrompts.questions.length, 'canary question')}, asked once a day on each platform`;
    const drifts =
      engineDrifts.length === 0
        ? `No engine drift ${askedPeriodWords(args.period)}.`
        : `Engine drifts ${askedPeriodWords(args.period)}: ${engineDrifts.map((drift) => `${drift.day}: ${drift.label}`).join('; ')}.`;
    return {
      result: { ...canaryPrompts, engineDrifts, simulatedShare },
      summary: withSimulatedShare(`${asked}. ${drifts}`, simulatedShare),
    };
  },
});

export const TOOLS: readonly SightlineTool[] = [
  getOverview,
  listTopics,
  listPrompts,
  getCompetitorRankings,
  getTopSources,
  searchAnswers,
  getAnswerGaps,
  getNarrative,
  getFactCheck,
  getProductVisibility,
  getSurfaceDivergence,
  getSamplingPlan,
  getNoiseBands,
  getOneRunAgreement,
  getCanaryPrompts,
  getPageFunnel,
  getAiSessions,
  listCrawlerVisits,
  addPrompt,
  archivePrompt,
  setCompetitors,
];
