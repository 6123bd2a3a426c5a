/**
 * The alert rules, written once for the server and the client: each kind's name, what its threshold
 * means, its range and default, and the messages a form shows beside a field. The server evaluates the
 * rules (server/modules/alerts) and refuses a threshold out of range with the same message the Settings
 * form shows before anything is sent. Only zod, so either side can import it.
 */
import { z } from 'zod';

export const ALERT_KINDS = [
  'visibility_drop',
  'competitor_overtake',
  'negative_answer',
  'new_competitor_source',
  'run_failed',
  'negative_theme',
  'net_sentiment_drop',
  'wrong_fact',
  'sampling_budget_spent',
  'surface_divergence',
] as const;
export type AlertKindId = (typeof ALERT_KINDS)[number];

export interface AlertRuleSpec {
  kind: AlertKindId;
  /** The rule's name on screen and in messages. */
  label: string;
  /** When it fires, in one sentence (the threshold named by thresholdLabel). */
  description: string;
  thresholdLabel: string;
  /** What the threshold counts, after the number: "percentage points". */
  unit: string;
  min: number;
  max: number;
  /** Whole numbers only (counts). */
  integer: boolean;
  defaultThreshold: number;
  defaultEnabled: boolean;
}

/**
 * Visibility on the run's day is compared with this many days before it (a day's few dozen answers
 * against a week's, whose interval is narrower).
 */
export const VISIBILITY_BASELINE_DAYS = 7;
/** A platform's app is compared with its API over this many days ending on the run's day. */
export const SURFACE_WINDOW_DAYS = 7;
/** A competitor's lead is measured over this many days ending on the run's day. */
export const OVERTAKE_WINDOW_DAYS = 7;
/** What answers say of the brand (its statements' net sentiment) is read over this many days. */
export const STATEMENT_WINDOW_DAYS = 7;
/** A statement rule reads a window only with at least this many answers holding statements about the brand. */
export const STATEMENT_MIN_ANSWERS = 20;

export const ALERT_RULES: Record<AlertKindId, AlertRuleSpec> = {
  visibility_drop: {
    kind: 'visibility_drop',
    label: 'Visibility drops',
    description: `Visibility on a topic or a platform on the run’s day is below the ${VISIBILITY_BASELINE_DAYS} days before it by more than the two periods’ 95 % intervals and the engine’s own day-to-day variation allow, and by at least the smallest drop.`,
    thresholdLabel: 'Smallest drop',
    unit: 'percentage points',
    min: 1,
    max: 100,
    integer: false,
    defaultThreshold: 10,
    defaultEnabled: true,
  },
  competitor_overtake: {
    kind: 'competitor_overtake',
    label: 'A competitor overtakes you',
    description: `A competitor is named in more answers than your brand over the last ${OVERTAKE_WINDOW_DAYS} days, ahead beyond chance and by at least the smallest lead in share of voice, where it was not the day before.`,
    thresholdLabel: 'Smallest lead',
    unit: 'share-of-voice points',
    min: 0,
    max: 50,
    integer: false,
    defaultThreshold: 0,
    defaultEnabled: true,
  },
  negative_answer: {
    kind: 'negative_answer',
    label: 'Negative answer',
    description:
      'An answer collected by the run names your brand with a sentiment score below the threshold.',
    thresholdLabel: 'Sentiment below',
    unit: 'out of 100',
    min: 1,
    max: 100,
    integer: false,
    // Clearly negative: the Negative label starts below 48, where about one answer in six of a typical
    // brand falls, too many to be told about one by one.
    defaultThreshold: 35,
    defaultEnabled: true,
  },
  new_competitor_source: {
    kind: 'new_competitor_source',
    label: 'New source citing competitors',
    description:
      'A domain is cited for the first time by answers that name a competitor and not your brand, in at least this many of the run’s answers, and has never been cited by an answer naming your brand.',
    thresholdLabel: 'Cited by at least',
    unit: 'answers',
    min: 1,
    max: 50,
    integer: true,
    defaultThreshold: 1,
    defaultEnabled: true,
  },
  run_failed: {
    kind: 'run_failed',
    label: 'Collection run fails',
    description:
      'A collection run stops after its last try, or finishes with at least this share of its captures failed.',
    thresholdLabel: 'Failed captures from',
    unit: '% of the run',
    min: 1,
    max: 100,
    integer: false,
    defaultThreshold: 50,
    defaultEnabled: true,
  },
  negative_theme: {
    kind: 'negative_theme',
    label: 'A theme turns negative',
    description: `What answers say of your brand on one aspect (price, support, ease of use…) over the last ${STATEMENT_WINDOW_DAYS} days has a net sentiment whose whole 95 % interval is below the threshold, where it was not the day before.`,
    thresholdLabel: 'Net sentiment below',
    unit: 'net sentiment (−100 to 100)',
    min: -100,
    max: 0,
    integer: false,
    // Clearly more negative than positive statements: at −20, three negative statements for every two
    // positive ones (with none neutral), and the interval's top must be below it.
    defaultThreshold: -20,
    defaultEnabled: true,
  },
  net_sentiment_drop: {
    kind: 'net_sentiment_drop',
    label: 'Net sentiment drops',
    description: `The net sentiment of every statement about your brand over the last ${STATEMENT_WINDOW_DAYS} days is below the ${STATEMENT_WINDOW_DAYS} days before by more than the 95 % interval of the change allows, and by at least the smallest drop.`,
    thresholdLabel: 'Smallest drop',
    unit: 'net sentiment points',
    min: 1,
    max: 200,
    integer: false,
    defaultThreshold: 15,
    defaultEnabled: true,
  },
  wrong_fact: {
    kind: 'wrong_fact',
    label: 'A wrong fact about you',
    description:
      'Answers state a value for one of your facts that your fact sheet says is wrong or out of date, one that had not been stated that many times before the run’s day.',
    thresholdLabel: 'Stated in at least',
    unit: 'answers',
    min: 1,
    max: 50,
    integer: true,
    // One answer is enough: a wrong price or founding year is worth knowing the first time it is said.
    defaultThreshold: 1,
    defaultEnabled: true,
  },
  sampling_budget_spent: {
    kind: 'sampling_budget_spent',
    label: 'Sampling budget spent',
    description:
      'What the month’s requests have cost (requests × prices from the pricing table) reaches this share of the sampling budget; at 100 % runs ask every prompt only the floor of samples. Fires once a month.',
    thresholdLabel: 'Spent from',
    unit: '% of the monthly budget',
    min: 50,
    max: 100,
    integer: false,
    // The budget itself: the day runs drop to the floor is the day to know.
    defaultThreshold: 100,
    defaultEnabled: true,
  },
  surface_divergence: {
    kind: 'surface_divergence',
    label: 'App answers apart from the API',
    description: `Over the last ${SURFACE_WINDOW_DAYS} days, your visibility in a platform’s app differs from its API’s on the same prompts and days by at least the smallest gap and beyond chance (a paired test on the pairs that disagree), where it did not the day before.`,
    thresholdLabel: 'Smallest gap',
    unit: 'percentage points',
    min: 1,
    max: 100,
    integer: false,
    // What people see off by a tenth of the answers from what the API reports is worth knowing.
    defaultThreshold: 10,
    defaultEnabled: true,
  },
};

export const isAlertKind = (value: unknown): value is AlertKindId =>
  typeof value === 'string' && (ALERT_KINDS as readonly string[]).includes(value);

/** The message shown beside a threshold out of range. */
export const thresholdMessage = (spec: AlertRuleSpec) =>
  `${spec.thresholdLabel}: enter ${spec.integer ? 'a whole number' : 'a number'} from ${spec.min} to ${spec.max} ${spec.unit}.`;

/** A rule's threshold as the form and the API take it. */
export const alertThreshold = (kind: AlertKindId) => {
  const spec = ALERT_RULES[kind];
  const message = thresholdMessage(spec);
  return z
    .number({ message })
    .refine((value) => Number.isFinite(value) && value >= spec.min && value <= spec.max, message)
    .refine((value) => !spec.integer || Number.isInteger(value), message);
};

// ---- webhooks ----

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_LIMIT = 10;

/** Why a webhook address is refused for its scheme (the server says the same after its own check). */
export const HTTPS_ONLY_MESSAGE = 'Webhook addresses must start with https://.';

/** A webhook address's form: an absolute URL without user name or password (the scheme is checked apart). */
export const webhookAddress = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, 'Enter the address that should receive alerts.')
  .refine((value) => value.length <= WEBHOOK_URL_MAX, `An address is at most ${WEBHOOK_URL_MAX} characters.`)
  .refine(
    (value) => URL.canParse(value),
    'Enter a full address, such as https://hooks.example.com/sightline.',
  )
  .refine(
    (value) => !URL.canParse(value) || (!new URL(value).username && !new URL(value).password),
    'Leave the user name and password out of the address; the signature authenticates each delivery.',
  );

/** A webhook address as the Settings form takes it: https:// only. */
export const webhookUrl = webhookAddress.refine(
  (value) => !URL.canParse(value) || new URL(value).protocol === 'https:',
  HTTPS_ONLY_MESSAGE,
);
