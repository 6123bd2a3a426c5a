/**
 * The product's metric definitions, written once: the "How we measure" page and the GraphQL
 * `metricDefinitions` query both read this list. Every number in the text comes from the constant the
 * code uses, so a changed threshold or window changes the explanation with it.
 */
import {
  CORRECTED_SENTIMENT_DEFINITION,
  SENTIMENT_LABEL_DEFINITION,
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
} from '../../../graphql/shared/sentiment-label';
import {
  BALANCED_FACTOR,
  RULES_ANALYZER,
  SENTIMENT_MODEL,
  toSentimentScore,
  VERDICT_COMPOUND,
} from '../../core/analysis';
import { JUDGE_VERSION, MAX_JUDGED_ANSWER_CHARS } from '../../core/judge';
import {
  Z_95,
  COMPANY_RANK_CAP,
  GREAT_VISIBILITY_THRESHOLD,
  MEDIUM_VISIBILITY_THRESHOLD,
  SENTIMENT_WINDOW_DAYS,
  TOP_SOURCES_LIMIT,
  WINDOW_PRESET,
} from '../metrics';
import {
  ALERT_RULES,
  OVERTAKE_WINDOW_DAYS,
  SURFACE_WINDOW_DAYS,
  STATEMENT_MIN_ANSWERS,
  STATEMENT_WINDOW_DAYS,
  VISIBILITY_BASELINE_DAYS,
} from '../../../graphql/shared/alert-rules';
import { SAMPLES_PER_PROMPT } from '../../../graphql/shared/input-rules';
import { PERIOD_MAX_DAYS, presetDays } from '../../../graphql/shared/period-rules';
import { BOOTSTRAP_REPLICATES, MAX_SIDE_DAYS, MIN_GROUP_PROMPTS, MIN_SIDE_DAYS } from '../changes';

export interface MetricDefinition {
  key: string;
  name: string;
  /** One sentence: what the figure tells a reader. */
  summary: string;
  numerator: string;
  denominator: string;
  /** Which answers the figure looks at. */
  period: string;
  /** Where in the product the figure appears. */
  shownAs: string[];
  details: string[];
  /** Where the figure is in the API (GraphQL fields, REST parameters), for analysts who query it. */
  forAnalysts: string[];
}

const windows = `All Time, Last Month (${presetDays(WINDOW_PRESET.MONTH)} days) or Last Week (${presetDays(WINDOW_PRESET.WEEK)} days), today included`;
/** The page filter's period, as every figure on the overview, topic and prompts pages counts it. */
const pagePeriod = `The page’s period (Last Week ${presetDays('LAST_7_DAYS')} days, Last Month ${presetDays('LAST_30_DAYS')}, Last 90 Days ${presetDays('LAST_90_DAYS')}, All Time, or a custom range) on the chosen platforms`;
const neutral = toSentimentScore(0);
const modelAnswers = Object.values(SENTIMENT_MODEL.trainedOn).reduce((sum, count) => sum + count, 0);
const modelSets = Object.keys(SENTIMENT_MODEL.trainedOn).length;

export const METRIC_DEFINITIONS: readonly MetricDefinition[] = [
  {
    key: 'period',
    name: 'One period for every figure',
    summary:
      'The overview, topic and prompts pages have one filter, a period and a set of platforms, and every card, chart and list of answers on the page counts the same answers.',
    numerator:
      'Each figure’s own numerator, over the answers collected in the period on the chosen platforms',
    denominator: 'Each figure’s own denominator, over the same answers',
    period: `${pagePeriod}. Presets end today and include it; a custom range includes both its days and is at most ${PERIOD_MAX_DAYS} days long`,
    shownAs: [
      'The filter bar at the top of the overview, topic and prompts pages, kept in the address (?period=30d&platforms=chatgpt,gemini, or ?from=…&to=…)',
    ],
    details: [
      'Visibility is impressions ÷ answers over the whole period, sentiment and position are averaged over the period’s answers that mention the brand, impressions are counted over the period, and competitor mentions and source citations are counted over the period.',
      'The original dashboard measured each card over its own span: visibility on the latest collection day, sentiment and position over the last 30 days, impressions over all time, and Top Sources and Competitor Rankings over a window chosen on each card. On the pages, the one period replaces them.',
      'Each KPI shows its change against the previous period of equal length (none for All Time). For visibility the change is called significant only when a two-proportion test on the two periods’ 95 % Wilson intervals (Newcombe’s method) excludes no change; the other changes carry no significance flag.',
      'Every figure for any period and any set of platforms is summed from daily rollups kept per topic and platform, never by reading the answers one by one; each preset period’s figures (and the period before it, for the change) are kept summed as of today, and all time’s as totals.',
    ],
    forAnalysts: [
      'GraphQL: the period and platforms arguments of overview, topic, Topic.metrics, promptGroups, promptGrid and the answers filter',
      'REST: the optional period (7d, 30d, 90d, all) or period_from/period_to and platforms parameters of /api/impressions, /api/sentiment, /api/competitors and /api/sources',
      'Without a period (the REST routes without the new parameters, GraphQL without the page filter) each figure keeps the original dashboard’s own span, described under each figure',
    ],
  },
  {
    key: 'visibility',
    name: 'Visibility %',
    summary: 'How often AI answers mention your brand at all.',
    numerator: 'Answers that mention the brand (each answer counts once, however often it names it)',
    denominator: 'Answers collected (failed captures are not answers and are left out)',
    period: `${pagePeriod}; the Mentions chart shows each day of it. Without a page filter (only through the API) the latest collection day`,
    shownAs: [
      'Brand Visibility on the overview and topic pages',
      'The Mentions chart',
      `The prompt badges: Great from ${GREAT_VISIBILITY_THRESHOLD} %, Medium from ${MEDIUM_VISIBILITY_THRESHOLD} %, Poor below`,
    ],
    details: [
      'A mention is the brand name or one of its aliases as a whole word, in any casing and with accents ignored, including possessives, plurals (“two Teslas”) and the brand’s domain in a link or host name (its website, or any domain registered under its name). A name inside a longer word or inside another site’s address does not count, and neither does a brand name used as an ordinary word (Apple the fruit, Slack the adjective, “Target your ads”). In an answer in another language than English, an accented spelling of a one-word name written without accents is that language’s word (“Über die S-Bahn”). A brand whose name is an ordinary word, named in an answer that shows nothing of its market (no tracked competitor, none of its domains, no name of its that is no ordinary word), does not count where it only opens an item in a shortlist of other, untracked names, or, outside English, where it only starts a longer name (“de Ring A10”). Nor does a one-word name that is also a word, a person’s or a place’s name, or an identifier in code, when it is the only tracked name in the answer and no sentence naming it speaks of a product, a service or a company — no word of buying, pricing, customers or accounts, no review word, no advice to use or avoid it, nothing it does for its users (“Hurricane Harvey made landfall”, “The Book of Genesis opens with …”): such an answer is about something else bearing the name. Bold, all-capital or multi-word names, and the brand’s own domain, always count. A greeting (“Hey! Good question”), a word of another language opening a sentence (“Hay varias tiendas”, or “Prima di tutto …” in an answer that also writes “prima di” in lower case), a place moved to or at the end of a route (“Moving to Zurich”), a person’s possessive before what only a person has (“Max’s age”), a title in italics dated in brackets (“*Exodus* (1977)”) and a name that joins the next word in another site’s address (“Mango Languages”, mangolanguages.com) do not count either.',
      `Its change against the previous period of equal length is called significant by a two-proportion test on the two periods’ 95 % Wilson score intervals (z = ${Z_95.toFixed(2)}, Newcombe’s method).`,
      `Asking each prompt several times per run (samples per prompt, ${SAMPLES_PER_PROMPT.min}–${SAMPLES_PER_PROMPT.max}) adds answers and narrows the interval.`,
      'Brand Visibility’s line “Based on N answers to M prompts” names the answers the value is divided by, with the active prompts they answer alongside (each prompt is asked on every platform, possibly several times). How this differs from the original client: it wrote “Based on N total prompts”, a prompt count under a per-answer rate.',
    ],
    forAnalysts: [
      'Metrics.visibility, Metrics.impressions and Metrics.answers; Metrics.impressionHistory (the Mentions chart); PromptVisibility.visibilityPercentage',
      'Metrics.visibilityInterval gives the latest collection day’s 95 % Wilson interval and calls a change from the previous day significant only when the two days’ intervals do not overlap',
    ],
  },
  {
    key: 'share-of-voice',
    name: 'Share of voice',
    summary: 'Your part of all the mentions of the brands you track.',
    numerator: 'Answers naming the brand (or, for a competitor, answers naming that competitor)',
    denominator:
      'Answers naming the brand plus, for every tracked competitor, the answers naming it: each brand counts at most once per answer',
    period: `${pagePeriod}. Without a page filter, the window asked for: ${windows}`,
    shownAs: ['Competitor Rankings on the overview and topic pages', 'The free report’s share of voice'],
    details: [
      'This is the mention-based form of share of voice (brand mentions over all tracked brands’ mentions). It is not comparable with the answer-based form some tools use (answers naming you over answers naming anyone).',
      `Competitor Rankings lists every tracked brand, yours included and highlighted, ordered by the answers naming it (a tie puts your brand first). Each row shows that count, its share of voice and a bar drawn on a 0–100 % scale, and a competitor’s row opens exactly the answers it counts. The “Your rank” badge names your row’s place when it is within the top ${COMPANY_RANK_CAP}.`,
      'How this differs from the original client: it showed competitor counts halved and rounded, left your brand out of the list and scaled every bar to the largest row. Sightline shows the true count (the same in Settings, on the topic pages, in the answers behind it and in the API), and a bar’s length is its share.',
    ],
    forAnalysts: [
      'CompetitorRankings.shareOfVoice, CompetitorRanking.shareOfVoice, CompetitorRanking.count and mentions; REST /api/competitors',
    ],
  },
  {
    key: 'position',
    name: 'Average position',
    summary: 'How early your brand comes up when an answer names several brands.',
    numerator:
      'The sum, over answers that mention the brand, of its position: 1 + the tracked competitors named before its first mention',
    denominator: 'Answers that mention the brand',
    period: `${pagePeriod}. Without a page filter, the last ${SENTIMENT_WINDOW_DAYS} days, today included`,
    shownAs: ['Average Position on the overview', 'Each answer’s position in the answers behind a figure'],
    details: [
      'Lower is better: 1 means no tracked competitor was named before your brand. Brands you do not track do not move the position.',
    ],
    forAnalysts: ['Metrics.averagePosition; Answer.position'],
  },
  {
    key: 'sentiment',
    name: 'Sentiment',
    summary: 'How favourably answers speak about your brand, from 0 (very negative) to 100 (very positive).',
    numerator: 'The sum of the per-answer sentiment scores of answers that mention the brand',
    denominator: 'Answers that mention the brand (answers that do not mention it have no sentiment)',
    period: `${pagePeriod}; each day of it on the Sentiment Trend chart. Without a page filter, the last ${SENTIMENT_WINDOW_DAYS} days`,
    shownAs: ['Sentiment Score on the overview and topic pages', 'The Sentiment Trend chart'],
    details: [
      `An answer’s score reads only what it says about the brand: the clauses, list items and table rows that name it and what refers back to them, in the answer’s language (English, German, French, Spanish, Italian, Portuguese or Dutch; or, from a review lexicon alone, Polish, Swedish, Danish, Norwegian, Finnish, Czech, Turkish, Japanese, Russian, Ukrainian, Greek, Romanian or Hungarian; any other language reads as English), with a lexicon of product-review words that knows negation (“not reliable”), contrast (“good, but …”) and conditions (“good if you …”). Questions, and words that are part of a name (“the Standard plan”), carry no sentiment. Each part gets a compound score between −1 and 1; their mean c is mapped to (c + 1) × 50, so ${neutral} is neutral, 0 is the most negative and 100 the most positive. An answer that sets the brand’s pros against its cons (“On the other hand, …”) keeps ${Math.round(BALANCED_FACTOR * 100)} % of its mean: a balanced account is close to neutral, and so is one that leaves the choice to the reader (“it depends on …”, “whether it pays off depends on …”, “neither is clearly better”). Advice toward the brand decides the side over the description around it: an answer that recommends it (“I’d pick …”, “just use …”, “… is the safer choice”, or the same in the other languages) scores at least ${Math.round(toSentimentScore(VERDICT_COMPOUND))}, one that advises against it (“I wouldn’t choose …”, “I’d pass on it”, “I’d leave it off the shortlist”, “I’d only use it if …”, any verb in the negated first person of the conditional such as “yo no lo haría”), or advises a rival and not the brand, at most ${Math.round(toSentimentScore(-VERDICT_COMPOUND))}.`,
      `Where no advice decides the side, a sentiment model weighs these readings (the score above, each part’s compound, the parts that lean each way, advice too weak to decide, a balanced account, where and how often the brand is named, the answer’s length and language) and the answer’s own words (each word, the first letters of a long word and each pair of words in a row, in the parts about the brand, in the whole answer and in its closing paragraph, tracked names standing as “[brand]” and “[rival]”) into the probabilities that a reader calls the answer positive, neutral or negative toward the brand: a description with one kind word is not praise, nor a list of facts neutral whatever the facts. The model is a logistic regression fitted on ${modelAnswers.toLocaleString('en-US')} answers of ${modelSets} sets, each labelled by hand by an author who never saw the analyzer (npm run train:sentiment); it keeps the ${Object.keys(SENTIMENT_MODEL.words).length.toLocaleString('en-US')} words that at least three of them share and that move its reading, and the drawer’s Why names the ones that weighed most. The score is then placed in the band of the most probable label by how far positive outweighs negative: from ${SENTIMENT_POSITIVE_FROM} up to 100 for positive, below ${SENTIMENT_NEGATIVE_BELOW} down to 0 for negative, ${SENTIMENT_NEGATIVE_BELOW + 1} to ${SENTIMENT_POSITIVE_FROM - 1} for neutral.`,
      SENTIMENT_LABEL_DEFINITION,
      CORRECTED_SENTIMENT_DEFINITION,
      'How this differs from the original client: it labelled the score card “Medium” whatever the score, and the fund topic card “High”.',
      'On this scale most brands land between 65 and 85; below 65 usually means the answers carry reservations or complaints.',
    ],
    forAnalysts: [
      'Metrics.sentimentScore, Metrics.sentimentHistory; Answer.sentiment and Answer.sentimentLabel; REST /api/sentiment',
    ],
  },
  {
    key: 'answer-analysis',
    name: 'How each answer is read',
    summary:
      'Each answer is read when it is collected: does it mention your brand, where, which competitors does it name, and how does it speak of you. Every answer names the analyzer that read it.',
    numerator: 'Not a ratio: what each answer brings to the figures above',
    denominator: 'Not a ratio: each answer is read on its own',
    period: 'When the answer is collected, and again when the history is re-analysed',
    shownAs: [
      'Each answer in the answers behind a figure: “Read by …”, with the quotes the LLM judge relied on when it read the answer',
      'Each answer’s “Why”: the rule (or the LLM judge) that decided whether it names the brand, the competitors named and the sentiment, in plain words, or who corrected the reading',
    ],
    details: [
      `By default the built-in rules analyzer (${RULES_ANALYZER}) reads every answer on this server, with no outside service: the matching and sentiment rules described under each figure.`,
      `When the server is set up with an AI provider (OpenAI, Anthropic or Google Gemini) or a local model behind an OpenAI-compatible endpoint, an LLM judge (version ${JUDGE_VERSION}) reads each answer instead. In one call it says whether the answer mentions the brand itself rather than something else with the same name, which tracked brands it names and in what order (so the position), and how it speaks of the brand on the same 0–100 scale and labels, with quotes copied from the answer for the mention and for the sentiment. Cited sources are always read by the rules.`,
      'A judgement is kept only when it checks out against the answer: every quote must be found in it, every brand it names must be tracked and in the text, the position must follow from the order of the brands and the label from the score.',
      'The judge also gives the statements about the brand and each competitor it counted (What AI says): each with its quote, its polarity, its aspects and your attributes. A statement is kept only when its quote is in the answer and its subject, aspects and attributes are known; when the judge gives none that check out, the rules read the statements and the answer says so (“… (statements by the rules: none given)”).',
      `The rules analyzer reads the answer instead, and the answer says so (“${RULES_ANALYZER} (fallback from the judge: reason)”), when the judge refuses, replies with something unreadable or incomplete, fails the check, times out or errs, when the answer is longer than ${MAX_JUDGED_ANSWER_CHARS.toLocaleString('en-US')} characters, or once the collection run has used its allowance of calls or tokens (the run records that it was reached).`,
      'Judgements are kept by answer text and brand settings (names, aliases, websites, what the brand is not, the competitors’, and your attributes’ names), so a repeated answer or a re-analysis asks the provider again only when those or the judge changed.',
      'Your whole answer history is read again in the background whenever the brand’s name, aliases, website or “not this” list, the competitors, or the analyzer’s version change; every figure switches to the new reading at once when it is done (Settings shows the progress).',
    ],
    forAnalysts: [
      'Answer.analyzer (e.g. judge:openai/gpt-4.1-mini@2), Answer.evidence and Answer.why',
      'Viewer.reanalysis (state, done of total) and Brand.notThis',
      'CollectionRun.judgeCalls, CollectionRun.judgeTokens and CollectionRun.judgeCapReached',
      'Server settings ANALYSIS_JUDGE, ANALYSIS_PROVIDER, ANALYSIS_BASE_URL, ANALYSIS_MODEL, ANALYSIS_MAX_CALLS_PER_RUN and ANALYSIS_MAX_TOKENS_PER_RUN (docs/configuration.md)',
    ],
  },
  {
    key: 'corrections',
    name: 'Corrections, and the analyzer’s accuracy on your answers',
    summary:
      'When an answer is read wrong, an editor corrects it in the answers behind a figure, or confirms a reading as right. A correction counts in every figure at once, and the reviewed answers measure the analyzer.',
    numerator:
      'Accuracy: the reviewed answers on which the analyzer’s own reading agrees with the reviewer’s',
    denominator: 'The reviewed answers (corrected or confirmed) that each share compares',
    period: 'Every answer reviewed so far',
    shownAs: [
      '“Corrected by … on …” or “Confirmed by … on …” on each reviewed answer, with Confirm, Correct and Clear for editors',
      'Accuracy on your answers, on this page',
      'The review queue, on this page: the answers the analyzer was least sure of (a sentiment within 3 points of a label’s threshold, a name matched only by a short form of it, a tracked name written but read as something else) and a random sample, each saying which figures it feeds',
      'The review columns of the answers export',
    ],
    details: [
      'A correction sets any of: whether the answer names the brand, its position, the sentiment toward it, and the competitors it names in order of mention; what it leaves out follows the analyzer’s reading. Answers that failed, were refused or gave no answer cannot be corrected.',
      'The position follows unless it is set: an answer that does not name the brand has none; otherwise the brand keeps its place among the names the analyzer read (after the competitors named when it read none of it), and the competitors take the other places in their order.',
      CORRECTED_SENTIMENT_DEFINITION,
      'Every figure counts a correction at once. When the history is read again (an alias added, a new analyzer), the correction applies to the new reading, and clearing it gives back the analyzer’s latest reading.',
      'Visibility precision: of the reviewed answers the analyzer read as naming the brand, the share that do. Visibility recall: of the reviewed answers that name the brand, the share the analyzer read so. Sentiment accuracy: of the reviewed answers both read as naming the brand with a sentiment, the share whose labels agree. Each stays empty until there is something to compare.',
    ],
    forAnalysts: [
      'Mutation.correctAnswer, Mutation.confirmAnswer and Mutation.clearCorrection; Answer.correction; Query.answer',
      'Query.analysisAccuracy and Query.reviewQueue',
      'GET /api/export/corrections.jsonl: the reviewed answers in the format of the analyzer’s hold-out sets, for the bench to score',
    ],
  },
  {
    key: 'citation-share',
    name: 'Citation share',
    summary: 'How much of what AI answers cite comes from one page.',
    numerator: 'Answers citing the URL (each answer counts a URL once)',
    denominator: 'All citations in the same answers: every (answer, URL) pair',
    period: `${pagePeriod}. Without a page filter, the window asked for: ${windows}`,
    shownAs: [`Top Sources, the ${TOP_SOURCES_LIMIT} most cited URLs`],
    details: [
      'Citations are the sources a platform returns with its answer (its citation or search-result fields) plus the links written in the answer text, normalised: lower-case host without “www.”, no fragment, no tracking parameters (utm_…, gclid and the like), no trailing slash.',
    ],
    forAnalysts: [
      'SourceCount.count, SourceCount.citationShare and SourceCount.category; Metrics.citationsByCategory; REST /api/sources',
    ],
  },
  {
    key: 'failures',
    name: 'Failed captures',
    summary: 'Answers a platform did not give: errors, timeouts, empty or unreadable replies.',
    numerator: 'Captures that failed on every try of a run',
    denominator: 'Not a ratio: shown as a count beside the figures it would have changed',
    period: 'Per collection day, platform and run',
    shownAs: [
      'Beside Brand Visibility and on a collection run’s progress',
      'The answers behind a figure, with the error',
    ],
    details: [
      'A failure is never counted as “not visible”: it is left out of every denominator. A later run on the same day asks it again, and its answer replaces the failure.',
      'Answers from the simulated engine (used when no API key is configured for a platform) are labelled Simulated wherever they appear.',
    ],
    forAnalysts: [
      'Metrics.failures, CollectionRun.failures, EngineProgress.failures; the answers filter’s failureCount',
    ],
  },
  {
    key: 'refusals',
    name: 'Refusals',
    summary: 'Answers a platform declined to give: “I can’t help with that”.',
    numerator: 'Refusals of a platform',
    denominator: 'Refusal rate: refusals ÷ (answers + refusals) of the platform, failures left out',
    period: 'The page filter’s period',
    shownAs: [
      'Beside each platform on the overview’s Top Platforms card, and beside failures on Brand Visibility',
      'The answers behind a figure (the Refused view), with the platform’s words',
    ],
    details: [
      'A refusal is taken from the platform’s own refusal field where its API has one; otherwise from the answer’s text: a short reply saying it cannot or will not answer, in English, German, French, Spanish, Italian, Portuguese or Dutch.',
      'An answer that hedges and still names a tracked brand (“I can’t recommend specific products, but …”) is an answer, not a refusal.',
      'Like a failure, a refusal is left out of every denominator and never counts as “not visible”; unlike a failure it is final: a later run does not ask it again.',
    ],
    forAnalysts: [
      'Metrics.refusals, PlatformShare.refusals and refusalRate, CollectionRun.refusals, EngineProgress.refusals; the answers filter’s refusalCount and status: REFUSED',
    ],
  },
  {
    key: 'no-answers',
    name: 'No answer (answer rate)',
    summary:
      'Searches for which the platform showed no answer at all: Google shows an AI Overview for some searches only.',
    numerator: 'Answers of a platform',
    denominator:
      'Answer rate: answers ÷ (answers + no answers) of the platform, failures and refusals left out',
    period: 'The page filter’s period',
    shownAs: [
      'Beside each platform on the overview’s Top Platforms card (its answer rate), and in the answers behind a figure (the No answer view)',
    ],
    details: [
      'Google AI Overview: the results page for the prompt, fetched for the brand’s country and language, had no AI Overview. Google AI Mode: it returned no answer.',
      'A no answer is neither a refusal nor a failure: it is final (not asked again that day), left out of every denominator, and never counts as “not visible”.',
    ],
    forAnalysts: [
      'Metrics.noAnswers, PlatformShare.noAnswers and answerRate, CollectionRun.noAnswers, EngineProgress.noAnswers; the answers filter’s noAnswerCount and status: NO_ANSWER',
    ],
  },
  {
    key: 'searches',
    name: 'Searches the platforms ran',
    summary:
      'The web searches a platform reports running before it answered (its “query fan-out”): they decide which pages it read.',
    numerator: 'Answers whose platform ran the search; of those, answers citing a page of your own website',
    denominator:
      'Not a ratio: counts of answers (failures and refusals, which ran nothing worth counting, left out)',
    period: 'The page filter’s period, platforms and kind of prompt',
    shownAs: [
      'The Searches page, ranked by the answers that ran a search without citing your site',
      'The answers behind a search (its count opens them), each listing the searches it ran',
    ],
    details: [
      'Taken from the platform’s own fields: ChatGPT’s web_search_call queries, Gemini’s webSearchQueries, Claude’s web_search inputs, Grok’s web_search_call items. Perplexity and DeepSeek report none.',
      'Searches differing only in case are one. Answers collected before searches were kept have none.',
    ],
    forAnalysts: ['Query.searchQueries, Answer.searchQueries; the answers filter’s searchQuery'],
  },
  {
    key: 'prompt-kind',
    name: 'Branded and unbranded prompts',
    summary:
      'A prompt is branded when its question names the brand (its name, an alias or its website’s domain) and unbranded otherwise: an answer to a branded question names the brand because the question did.',
    numerator: 'Not a ratio: a label on each prompt',
    denominator: 'Not a ratio',
    period:
      'Decided when a prompt is added or reworded, and again whenever the brand’s name, aliases or website change',
    shownAs: [
      'The page filter’s Unbranded · Branded · All prompts switch on the overview, topic and prompts pages (the dashboards open on Unbranded, the prompts list on All prompts)',
      'A Branded or Unbranded badge beside each prompt on the prompts page, in Manage topics & engines, on each answer in the drawer and in the free report',
      'The free report and its e-mail: the headline counts the unbranded questions, the branded questions’ visibility is given apart with their count',
    ],
    details: [
      'The question is read with the same matcher as the answers, so a name that is also an ordinary word (Mint, Notion) counts only where the question uses it as a name.',
      'An account can count a prompt as the other kind (Manage topics & engines → Count as …); “Let Sightline decide the kind” hands it back to the classifier.',
      'Every figure can count one kind alone, and a figure and its answers always count the same kind. Unbranded and branded figures add up to all prompts’.',
      'The dashboards count unbranded prompts unless the page filter says otherwise: a branded prompt’s visibility says what the platforms answer when asked about the brand by name, not visibility the brand earned in its category, and a new account’s first figures would otherwise read close to 100 %. Commercial trackers that mix both kinds report higher visibility than Sightline for the same answers.',
      'When a prompt’s kind changes, the answers already collected for it move to the new kind in every figure at once.',
    ],
    forAnalysts: [
      'promptKind (BRANDED, UNBRANDED) and kindSetByUser on PromptVisibility, ManagedPrompt and Answer; the setPromptKind mutation',
      'The promptKind filter (UNBRANDED, BRANDED, ALL) of overview, topic, Topic.metrics, promptGroups, promptGrid and the answers filter; ReportResults.unbranded and branded',
      'Without promptKind (REST, whose envelopes follow the original product, and GraphQL queries that leave it out) figures count both kinds together',
    ],
  },
  {
    key: 'alerts',
    name: 'Alerts',
    summary:
      'After every collection run, Sightline checks eight rules and tells you (by e-mail, and on any webhooks you add) what changed: each rule has its own threshold and can be switched off in Settings → Alerts.',
    numerator: 'Not a ratio: each rule compares the run’s answers with what came before',
    denominator: 'Not a ratio',
    period: `The run’s collection day, against the ${VISIBILITY_BASELINE_DAYS} days before it (visibility) or the ${OVERTAKE_WINDOW_DAYS} days ending the day before (competitors); every kind of prompt and every platform`,
    shownAs: [
      'The Alerts page in the sidebar: what fired, newest first, each opening the answers behind it',
      'E-mails to your address and messages to your webhooks, one per run that fired anything',
      'The weekly digest e-mail, if you turn it on: the overview’s figures for the last 7 days against the 7 before, and the prompts where competitors are named and you are not',
    ],
    details: [
      `${ALERT_RULES.visibility_drop.label}: visibility on a topic, or on a platform across topics, on the run’s day is compared with the ${VISIBILITY_BASELINE_DAYS} days before it by the same two-proportion test on 95 % Wilson intervals (Newcombe’s method) that flags a significant change on the dashboards. The test is widened by the engine’s own day-to-day variation beyond sampling, measured over the 28 days before (the noise band). It fires when that test says the drop is real and it is at least the threshold in percentage points (${ALERT_RULES.visibility_drop.defaultThreshold} by default), and says where the drop sits against the band. A day’s few dozen answers against a week’s: the week’s interval is narrow, so a real drop shows the same day.`,
      `${ALERT_RULES.competitor_overtake.label}: over the ${OVERTAKE_WINDOW_DAYS} days ending on the run’s day, a competitor named in more answers than your brand, ahead in share of voice by at least the threshold and beyond chance (of the answers naming either, the competitor’s share has its 95 % Wilson interval above one half), where over the ${OVERTAKE_WINDOW_DAYS} days ending the day before it was not. A week rather than one day, so one day’s chance does not make it flap.`,
      `${ALERT_RULES.negative_answer.label}: an answer of the run’s day that names your brand with a sentiment score below the threshold (${ALERT_RULES.negative_answer.defaultThreshold} by default: clearly negative, well inside the Negative label, which starts below ${SENTIMENT_NEGATIVE_BELOW}). Each answer fires once.`,
      `${ALERT_RULES.new_competitor_source.label}: a domain cited by answers of the run’s day that name a competitor and not your brand, in at least the threshold’s number of answers, that no such answer cited before and no answer naming your brand has ever cited. Each domain fires once; an account’s first day of answers has nothing to be new against.`,
      `${ALERT_RULES.run_failed.label}: a run that stops after its last try, or finishes with at least the threshold’s share of its captures failed (${ALERT_RULES.run_failed.defaultThreshold} % by default).`,
      `${ALERT_RULES.negative_theme.label}: over the ${STATEMENT_WINDOW_DAYS} days ending on the run’s day, what answers say of your brand on one aspect (What AI says) has a net sentiment whose whole 95 % bootstrap interval is below the threshold (${ALERT_RULES.negative_theme.defaultThreshold} by default), where over the ${STATEMENT_WINDOW_DAYS} days ending the day before it was not. Only with at least ${STATEMENT_MIN_ANSWERS} answers holding statements about the brand.`,
      `${ALERT_RULES.net_sentiment_drop.label}: the net sentiment of every statement about your brand over the ${STATEMENT_WINDOW_DAYS} days ending on the run’s day against the ${STATEMENT_WINDOW_DAYS} days before, when the 95 % bootstrap interval of the change is below 0 and the drop is at least the threshold (${ALERT_RULES.net_sentiment_drop.defaultThreshold} points by default), where it was not the day before. Only with at least ${STATEMENT_MIN_ANSWERS} such answers in each window.`,
      `${ALERT_RULES.wrong_fact.label}: a value of one of your facts (Settings → Facts) that answers state and your fact sheet says is wrong, or was true before and is no longer, reaching the threshold’s number of answers (${ALERT_RULES.wrong_fact.defaultThreshold} by default) on the run’s day for the first time. Each value of each fact fires once; the Facts page follows it until answers stop stating it.`,
      `${ALERT_RULES.sampling_budget_spent.label}: what the month’s requests have cost so far (each request × its price in the pricing table: engine APIs, Google’s results, app scrapers, the LLM judge), as the run planned, reaches the threshold’s share of the monthly sampling budget (${ALERT_RULES.sampling_budget_spent.defaultThreshold} % by default). From 100 % the runs ask every prompt the floor of samples, never less than one. It fires once a month.`,
      `${ALERT_RULES.surface_divergence.label}: over the ${SURFACE_WINDOW_DAYS} days ending on the run’s day, per platform asked through both its API and its app, your visibility in the app’s answers against the API’s on the same prompts and days differs by at least the threshold (${ALERT_RULES.surface_divergence.defaultThreshold} percentage points by default) and beyond chance by McNemar’s paired test, where over the window to the day before it did not.`,
      'A run is checked once, whatever crashes or retries happen, and each thing that fires (a topic’s drop on a day, an answer, a domain, a run) fires once even when several runs see it. A delivery that fails is tried again, waiting longer each time, and every try is in the delivery log.',
    ],
    forAnalysts: [
      'AlertRule.threshold and AlertRule.enabled (the alertRules query, the updateAlertRule mutation); AlertEvent.kind, AlertEvent.detail and AlertEvent.answers (the alertEvents query)',
      'Webhooks: a POST with the header Sightline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook’s secret> (refuse a t more than 5 minutes old; X-Sightline-Signature: sha256=<hex of the body alone> is deprecated), X-Sightline-Event (alerts or test) and X-Sightline-Delivery; drop a repeat by the body’s signed id; redirects are not followed; AlertDelivery.statusCode and AlertDelivery.attempt log each try',
    ],
  },
  {
    key: 'change-impact',
    name: 'What a change did (measured impact)',
    summary:
      'For a change you log (a page published, outreach sent, llms.txt saved), how much the visibility of the prompts it concerns moved beyond what every other prompt did over the same days: the change’s effect in percentage points, with a 95 % interval.',
    numerator:
      'Change of the change’s prompts’ pooled visibility (their impressions ÷ their answers, after the change’s day against before it) less the same change of every other prompt’s',
    denominator:
      'Not a ratio: a difference of differences, in percentage points; each visibility is impressions ÷ answers over a group’s prompts and a window’s days',
    period: `The same number of days on each side of the change’s day (as many as the history has on both sides, at most ${MAX_SIDE_DAYS}); the change’s day itself is left out. Every platform, prompts of both kinds`,
    shownAs: [
      'The Changes page: each logged change with its estimate',
      'A change’s page: both groups’ daily visibility around the change’s day, and the estimate in words (“+6.2 points, 95 % interval +1.1 to +11.3”)',
    ],
    details: [
      'The change’s prompts are its topics’ prompts and the prompts it names; they are compared with every other prompt tracked on the change’s day (both groups are fixed then: a prompt added later counts in neither). A prompt counts only when it has answers on both sides.',
      'Comparing with the other prompts removes what moved every prompt alike (a platform’s drift, a new model, the season): what is left is what moved only the change’s prompts. It assumes both groups would have moved alike without the change, and another change to the same prompts in the same days is counted with it.',
      `The interval comes from a cluster bootstrap over prompts: the change’s prompts and the other prompts are each drawn again with replacement (a prompt’s days and platforms together) ${BOOTSTRAP_REPLICATES.toLocaleString('en-US')} times, and the spread of the recomputed effects is the estimate’s standard error; the interval is the effect plus or minus Student’s t (degrees of freedom: prompts in the smaller group less one) times that error. The draws are seeded by the change, so its figures read the same on every visit.`,
      `No estimate until each side has at least ${MIN_SIDE_DAYS} days with answers and each group at least ${MIN_GROUP_PROMPTS} prompts: below that the interval would say little. Tested on the simulated engine with a known rise: the interval covered the true effect in at least 90 % of 50 histories, and covered 0 in at least 90 % of 50 histories without one.`,
    ],
    forAnalysts: [
      'ChangeImpact.effect, ChangeImpact.ciLow, ChangeImpact.ciHigh, ChangeImpact.treatedPrompts, ChangeImpact.controlPrompts, ChangeImpact.daysBefore, ChangeImpact.daysAfter and ChangeImpact.series (the changeImpact query, or LoggedChange.impact); the logChange mutation and the changes query',
    ],
  },
];
