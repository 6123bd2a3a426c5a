/**
 * The parts of an answer that speak about the brand, for sentiment toward it rather than the sentiment of
 * the whole text:
 *   - a sentence naming the brand and no rival, whole;
 *   - a sentence naming rivals too, only the brand's segments (split at commas, semicolons, dashes and
 *     conjunctions) and the segments after them that name no one else;
 *   - the sentences of a list item, or of a section under a heading, whose subject is the brand, that
 *     name no one else;
 *   - in a paragraph, the sentences after a brand sentence that name no one else, which refer back to it
 *     ("Delays are common."), and in one that names rivals, what a pronoun opening it ("It", "Its",
 *     "They", also after an introductory phrase: "On the other hand, it …") says before a rival is named,
 *     or advice whose pronoun stands for the brand ("Para trading frecuente no lo recomendaría; …");
 *   - a segment that names a rival only as the standard of a comparison ("it costs more than Bitwarden");
 *   - in a table, the row naming the brand (or, where brands head the columns, the brand's column), minus
 *     cells that are one bare word with little valence of its own ("Yes", "No", "Cheapest", "$20").
 * A sentence opening by weighing the other side ("On the other hand", "The catch is") marks a balanced
 * account of pros and cons, also in a later paragraph when the brand was the last named; one that names a
 * con ("The catch is cost: …") is a con even where the lexicon knows none of its words. Questions assert
 * nothing.
 */
import type { Mention } from './mentions/types';
import { sentimentLanguageOf } from './language';
import { type Language, LANGUAGE_PACKS, perLanguage, type SentimentLanguage } from './languages/registry';
import type { ApplyingRule } from './rules/rule';
import { toCompound, toSentimentScore } from './sentiment';
import type { Token } from './sentiment/tokens';
import {
  scoreFromProbabilities,
  sentimentProbabilities,
  type SentimentFeatures,
  weightiestWords,
  wordWeights,
} from './sentiment-model';
import { type AnswerSection, answerSections, brandStandsIn, inSection } from './sentiment/structure';
import { type ReadUnit, readBrandUnits } from './sentiment/units';
import { verdictIn, verdictMatches } from './sentiment/verdict';
import { sentenceSpans, type Span } from './text/spans';

/** The valence of a con named only by the opening that introduces it ("The catch is …"). */
const CON_VALENCE = -1;

/** Weight of a part about the brand that carries no sentiment word, against 1 for one that does. */
const NEUTRAL_UNIT_WEIGHT = 0.3;

/**
 * What is left of the mean when the answer sets the brand's pros against its cons ("On the other hand, …")
 * and both sides carry sentiment: a balanced account is neutral, leaning to the side that weighs more.
 */
export const BALANCED_FACTOR = 0.25;

/**
 * Sentiment toward the brand on the 0-100 scale, from what the rules read of it (readBrandSentiment, given the
 * same `decision`): where the answer advises for or against the brand, or advises a rival and not the brand,
 * the advice decides the side (the rules' score); elsewhere the sentiment model's reading (sentiment-model.ts)
 * of what the rules find in the units about the brand (brandUnits).
 */
export function sentimentTowardBrand(
  text: string,
  mentions: readonly Mention[],
  { features, advised, language, unitTokens }: BrandSentimentReading,
  decision?: SentimentDecision,
): number {
  if (advised) return features.rulesScore;
  const wordRows = wordWeights().rowsOf(text, mentions, language, unitTokens);
  const probabilities = sentimentProbabilities(features, wordRows);
  if (decision) {
    decision.byModel = true;
    decision.words = weightiestWords(
      probabilities,
      wordRows,
      WHY_WORDS,
      undefined,
      wordsSaidOfBrand(unitTokens),
    );
  }
  return scoreFromProbabilities(probabilities);
}

/**
 * Filled, when given, with the id of the rule that decided the brand's score (SENTIMENT_RULES), and whether
 * the sentiment model then read the features (no advice decided the side).
 */
export interface SentimentDecision {
  rule?: string;
  byModel?: boolean;
  /** The words (word-features.ts) that weighed most toward the model's reading. */
  words?: string[];
  /** The heading of the section that decided (structure rules): "Verdict", "What I would avoid". */
  section?: string;
  /** The rival the verdict recommends instead of the brand: its entity in the mentions, and its name. */
  rivalEntity?: number;
  rival?: string;
}

/** The words of the parts about the brand as the word features write them (lower case, straight apostrophes). */
const wordsSaidOfBrand = (unitTokens: readonly Token[][]): Set<string> =>
  new Set(unitTokens.flatMap((tokens) => tokens.map((token) => token.raw.replaceAll('’', "'"))));

/** How many of the words that weighed most the why names. */
const WHY_WORDS = 3;

/** What the sentiment rules read of the parts about the brand: compounds in [-1, 1] and the advice. */
interface SentimentAt {
  /** The parts' weighted mean compound. */
  mean: number;
  /** The mean, damped where the answer is balanced. */
  described: number;
  /** Advice for (> 0) or against (< 0) the brand, weighted by the parts it is in. */
  stance: number;
  /** Pros set against cons, or the choice left to the reader. */
  balanced: boolean;
  /** The answer's advice goes to a rival and none to the brand, which it does not describe as poor already. */
  awayToRival: boolean;
  /** Advice for (> 0) or against (< 0) the brand in the answer's verdict section (structure.ts). */
  verdictStance: number;
  /** The rival the verdict section advises, when it advises one. */
  verdictRival: number | null;
  /** The answer closes on a verdict section: its advice, not the body's, says where the reader is sent. */
  closesOnVerdict: boolean;
  /** That verdict speaks of the brand: advice in the body no longer decides the side. */
  verdictWeighsBrand: boolean;
  /** The section of things to avoid that the brand stands in, and the top pick's. */
  avoidSection: AnswerSection | null;
  pickSection: AnswerSection | null;
}

/** A rule deciding the brand's compound: where `decidesSide`, the rules' score stands and no model is asked. */
type SentimentRule = ApplyingRule<SentimentAt, (reading: SentimentAt) => number, Language> & {
  decidesSide: boolean;
};

/**
 * What decides the brand's compound, as records: the first that applies gives it. Advice for or against the
 * brand decides the side, how far the description around it; where no advice decides (decidesSide false),
 * the sentiment model reads the features instead of the rules' score.
 */
export const SENTIMENT_RULES: readonly SentimentRule[] = [
  {
    // "## Verdict … it is the one I would buy": the closing decision outweighs the body before it.
    id: 'verdict-for',
    languages: 'any',
    applies: ({ verdictStance }) => verdictStance >= VERDICT_MIN,
    verdict: ({ mean }) => Math.max(mean, VERDICT_COMPOUND),
    words: 'the answer’s verdict advises for the brand, which decides the side whatever came before it',
    examples: [
      {
        brand: 'Velora',
        competitors: ['VanMoof'],
        answer:
          '## Velora\nVelora bikes are slow to service and the app is clumsy.\n\n## VanMoof\nVanMoof is stylish.\n\n## Verdict\nFor hills, I would buy the Velora: it rides best and costs less.',
        reads: 'visible why=verdict-for decidedBy=rules',
      },
      {
        brand: 'Velora',
        competitors: ['VanMoof'],
        answer:
          '## Velora\nDas Velora ist schwer und die App ist umständlich.\n\n## VanMoof\nVanMoof ist schick.\n\n## Fazit\nFür Pendler mit Hügeln würde ich das Velora nehmen.',
        reads: 'visible why=verdict-for decidedBy=rules language=de',
      },
    ],
    decidesSide: true,
  },
  {
    // "## Verdict … My Food Bag is what I would choose", "get the Shark instead": the verdict sends the reader
    // to a rival (named, it is the why's).
    id: 'verdict-recommends-rival',
    languages: 'any',
    applies: ({ verdictRival }) => verdictRival !== null,
    verdict: ({ described }) => Math.min(described, -VERDICT_COMPOUND),
    words: 'the answer’s verdict recommends a rival instead of the brand',
    examples: [
      {
        brand: 'Ledgerkite',
        competitors: ['FreshBooks'],
        answer:
          '## Ledgerkite\nLedgerkite has a clean, fast interface and pleasant mobile apps.\n\n## FreshBooks\nFreshBooks handles sales tax.\n\n## Verdict\nLedgerkite looks good, but it is weak for Canadian freelancers: I would choose FreshBooks.',
        reads: 'visible why=verdict-recommends-rival decidedBy=rules',
      },
      {
        brand: 'Grenier',
        competitors: ['Maisons du Monde'],
        answer:
          '## Grenier\nGrenier propose de beaux meubles en chêne.\n\n## En résumé\nGrenier est cher et les délais sont longs. Pour un premier appartement, je choisirais Maisons du Monde.',
        reads: 'visible why=verdict-recommends-rival decidedBy=rules language=fr',
      },
    ],
    decidesSide: true,
  },
  {
    // "## Bottom line … skip it for now": praise before it does not turn it.
    id: 'verdict-against',
    languages: 'any',
    applies: ({ verdictStance }) => verdictStance <= -VERDICT_MIN,
    verdict: ({ mean }) => Math.min(mean, -VERDICT_COMPOUND),
    words: 'the answer’s verdict advises against the brand, which decides the side whatever came before it',
    examples: [
      {
        brand: 'Zest',
        competitors: ['HelloFresh'],
        answer:
          '## Zest\nZest has lovely recipes, generous portions and compostable packaging.\n\n## HelloFresh\nHelloFresh is reliable.\n\n**Bottom line:** until the deliveries improve, I would avoid Zest.',
        reads: 'visible why=verdict-against decidedBy=rules',
      },
      {
        brand: 'Volo',
        competitors: ['Allianz'],
        answer:
          '## Volo\nVolo è economica e la app è comoda.\n\n## Allianz\nAllianz è solida.\n\n## Verdetto\nCon questi rimborsi lenti, Volo la sconsiglio.',
        reads: 'visible why=verdict-against decidedBy=rules language=it',
      },
    ],
    decidesSide: true,
  },
  {
    // "## What I would avoid\n- **Yonder Trail:** …": listed among what to avoid.
    id: 'in-avoid-section',
    languages: 'any',
    applies: ({ avoidSection, stance }) => avoidSection !== null && stance < VERDICT_MIN,
    verdict: ({ mean }) => Math.min(mean, -VERDICT_COMPOUND),
    words: 'the brand stands in the answer’s section of what to avoid',
    examples: [
      {
        brand: 'Wegwijs',
        competitors: ['Aviva'],
        answer:
          '## Best overall: Aviva\nAviva pays claims quickly.\n\n## One to avoid for now\n- **Wegwijs:** cheap and friendly on the phone, with a tidy app.',
        reads: 'visible why=in-avoid-section decidedBy=rules',
      },
      {
        brand: 'Ruta',
        competitors: ['Avis'],
        answer:
          '## Las mejores\n- **Avis:** flota nueva.\n\n## Empresas a evitar\n- **Ruta:** precios bajos y oficinas en el centro.',
        reads: 'visible why=in-avoid-section decidedBy=rules language=es',
      },
    ],
    decidesSide: true,
  },
  {
    // "## Top pick: Aviva": unconditional first place.
    id: 'top-pick',
    languages: 'any',
    applies: ({ pickSection, stance }) => pickSection !== null && stance > -VERDICT_MIN,
    verdict: ({ mean }) => Math.max(mean, VERDICT_COMPOUND),
    words: 'the brand stands in the answer’s top pick',
    examples: [
      {
        brand: 'Aviva',
        competitors: ['Wegwijs'],
        answer:
          '## Top pick: Aviva\nAviva has a claims line open at weekends.\n\n## Also worth a look\n- **Wegwijs:** a newer insurer.',
        reads: 'visible why=top-pick decidedBy=rules',
      },
      {
        brand: 'Ufer',
        competitors: ['IKEA'],
        answer: '## Testsieger: Ufer\nUfer liefert Sofas aus Eiche.\n\n## IKEA\nIKEA ist günstiger.',
        reads: 'visible why=top-pick decidedBy=rules language=de',
      },
    ],
    decidesSide: true,
  },
  {
    // "I'd recommend it", "Mein Tipp ist …".
    id: 'advice-for',
    languages: 'any',
    applies: ({ stance, verdictWeighsBrand }) => stance >= VERDICT_MIN && !verdictWeighsBrand,
    verdict: ({ mean }) => Math.max(mean, VERDICT_COMPOUND),
    words: 'the answer advises for the brand ("I’d recommend it"), which decides the side',
    examples: [
      {
        brand: 'Bodum',
        competitors: ['Espro'],
        answer: 'For most people I would recommend Bodum: it brews a full-bodied cup and lasts for years.',
        reads: 'visible why=advice-for decidedBy=rules',
      },
    ],
    decidesSide: true,
  },
  {
    // "avoid it", "better off elsewhere".
    id: 'advice-against',
    languages: 'any',
    applies: ({ stance, verdictWeighsBrand }) => stance <= -VERDICT_MIN && !verdictWeighsBrand,
    verdict: ({ mean }) => Math.min(mean, -VERDICT_COMPOUND),
    words: 'the answer advises against the brand ("avoid it"), which decides the side',
    examples: [
      {
        brand: 'Acme',
        competitors: ['Zed'],
        answer: 'Avoid Acme: the support is slow and the app crashes. Zed is fine.',
        reads: 'visible why=advice-against decidedBy=rules',
      },
    ],
    decidesSide: true,
  },
  {
    // "Fonic is a decent prepaid option … I'd take congstar": the reader is steered away from the brand
    // however kindly it was described ("fine, but I'd pick X").
    id: 'steered-to-rival',
    languages: 'any',
    applies: ({ awayToRival, closesOnVerdict }) => awayToRival && !closesOnVerdict,
    verdict: ({ described }) => Math.min(described, -VERDICT_COMPOUND),
    words: 'the answer steers the reader to a rival and not to the brand, however kindly it describes it',
    examples: [
      {
        brand: 'Fonic',
        competitors: ['Congstar'],
        answer: 'Fonic is fine, but I would go with Congstar instead.',
        reads: 'visible why=steered-to-rival decidedBy=rules',
      },
      {
        brand: 'Fonic',
        competitors: ['Congstar'],
        answer: 'Fonic ist ein ordentlicher Prepaid-Anbieter. Ich würde aber Congstar nehmen.',
        reads: 'visible why=steered-to-rival decidedBy=rules',
      },
    ],
    decidesSide: true,
  },
  {
    // "On the other hand, …", "Neither is clearly better; it depends on …".
    id: 'balanced-account',
    languages: 'any',
    applies: ({ balanced }) => balanced,
    verdict: ({ described }) => described,
    words: 'the answer sets the brand’s pros against its cons, which damps the description toward neutral',
    examples: [
      {
        brand: 'Bodum',
        competitors: ['Espro'],
        answer:
          'Bodum is cheaper and Espro filters better. Neither is clearly better; it depends on your budget.',
        reads: 'visible why=balanced-account decidedBy=model',
      },
    ],
    decidesSide: false,
  },
  {
    id: 'description',
    languages: 'any',
    applies: () => true,
    verdict: ({ described }) => described,
    words: 'no advice decides the side: read from how the parts about the brand describe it',
    examples: [
      {
        brand: 'Bodum',
        competitors: ['Espro'],
        answer: 'Bodum makes glass French presses in several sizes.',
        reads: 'visible why=description decidedBy=model',
      },
    ],
    decidesSide: false,
  },
];

export interface BrandSentimentReading {
  /** What the rules read of the brand in the answer: the sentiment model's input. */
  features: SentimentFeatures;
  /** Advice for or against the brand, or for a rival, decides the side: the rules' score stands. */
  advised: boolean;
  /** The language the parts were read in, and the words of the parts that assert something (not questions). */
  language: SentimentLanguage;
  unitTokens: Token[][];
  /** The units about the brand as read, which its statements read too. */
  units: ReadUnit[];
}

/** All features at 0, as one object literal (built for every answer: no per-key construction). */
const noFeatures = (): SentimentFeatures => ({
  rulesScore: 0,
  meanCompound: 0,
  advice: 0,
  adviceFor: 0,
  adviceAgainst: 0,
  balancing: 0,
  leavesChoice: 0,
  rivalAdvised: 0,
  parts: 0,
  positiveParts: 0,
  negativeParts: 0,
  mostPositive: 0,
  mostNegative: 0,
  positiveSum: 0,
  negativeSum: 0,
  valenceWords: 0,
  tableCells: 0,
  unnamedCons: 0,
  position: 0,
  rivalsNamed: 0,
  brandMentions: 0,
  logLength: 0,
  otherLanguage: 0,
  verdictCompound: 0,
  verdictNamesBrand: 0,
});

export function readBrandSentiment(
  text: string,
  mentions: readonly Mention[],
  detected: Language | 'other',
  decision?: SentimentDecision,
): BrandSentimentReading {
  const language = sentimentLanguageOf(text, detected);
  let total = 0;
  let weights = 0;
  let balancing = false;
  let positive = false;
  let negative = false;
  let stance = 0;
  const features = noFeatures();
  // Found once: the units are read line by line from them, and the advice for rivals sentence by sentence.
  const sentences = sentenceSpans(text);
  const sections = answerSections(text);
  // The closing verdict decides: an earlier "Which should you choose" lists a case for each.
  const verdicts = sections.filter((section) => section.kind === 'verdict').slice(-1);
  let verdictStance = 0;
  let verdictTotal = 0;
  let verdictWeights = 0;
  /** Whether the verdict says something of the brand, not only names it ("compare it with X"). */
  let verdictEvaluates = false;
  const units = readBrandUnits(text, mentions, language, sentences);
  const unitTokens: Token[][] = [];
  for (const { unit, tokens, sentiment, verdict } of units) {
    // A question ("Is V-Power worth the extra cost?") asserts nothing.
    const question = tokens === null;
    if (tokens) unitTokens.push(tokens);
    const { sum, hits, reviewSum } = sentiment;
    // "The catch is cost: per-request pricing grows quickly": a con the lexicon has no word for.
    const unnamedCon = unit.namesCon === true && hits === 0 && !question;
    // A table cell's terse facts are read with the review lexicon only (the general ones read "liking").
    const read = unnamedCon ? CON_VALENCE : unit.cell ? reviewSum : sum;
    const weight = unit.weight * (hits > 0 || unnamedCon ? 1 : NEUTRAL_UNIT_WEIGHT);
    const compound = toCompound(read);
    total += weight * compound;
    weights += weight;
    balancing ||= unit.balancing === true;
    positive ||= sum > 0;
    negative ||= sum < 0 || unnamedCon;
    features.parts++;
    features.valenceWords += hits;
    if (unit.cell) features.tableCells++;
    if (unnamedCon) features.unnamedCons++;
    if (compound > 0) {
      features.positiveParts++;
      features.positiveSum += compound;
    } else if (compound < 0) {
      features.negativeParts++;
      features.negativeSum += compound;
    }
    if (verdicts.some((section) => inSection(section, unit))) {
      verdictTotal += weight * compound;
      verdictWeights += weight;
      verdictEvaluates ||= hits > 0 || unnamedCon;
    }
    features.mostPositive = Math.max(features.mostPositive, compound);
    features.mostNegative = Math.min(features.mostNegative, compound);
    // "Neither a bargain nor a bad buy: it depends on you": a verdict's words in a sentence that leaves the
    // choice to the reader decide nothing.
    if (verdict && !LEAVES_CHOICE[language].test(unit.text)) {
      const advice = verdict.stance * unit.weight * (verdict.conditional ? CONDITIONAL_VERDICT : 1);
      stance += advice;
      if (verdicts.some((section) => inSection(section, unit))) verdictStance += advice;
      if (advice > 0) features.adviceFor += advice;
      else features.adviceAgainst += advice;
    }
  }
  const mean = weights > 0 ? total / weights : 0;
  // A balanced account: pros set against cons ("On the other hand, …"), or the choice left to the reader
  // ("Neither is clearly better; it depends on …").
  const undecided = LEAVES_CHOICE[language].test(text);
  const balanced = (balancing && (positive || negative)) || undecided;
  const described = balanced ? mean * BALANCED_FACTOR : mean;
  // "Fonic is a decent prepaid option … I'd take congstar": the answer's advice goes to a rival and none to
  // the brand, which its reader is steered away from however kindly it was described ("fine, but I'd pick
  // X"): advice against it.
  const rivalAdvised = recommendedRival(text, mentions, language, sentences) !== null;
  const verdictSentences = sentences.filter((sentence) =>
    verdicts.some((section) => inSection(section, sentence)),
  );
  // The verdict sends the reader to a rival where it judges the brand too and does not praise it highly ("X is
  // fine, but I'd choose Y"; "X is the best all-round pick … pick Y if" is praise): a verdict naming only
  // rivals, each for its case, or the brand only as one to compare, leaves the brand undecided.
  const verdictRival =
    verdictEvaluates && verdictTotal / verdictWeights < HIGH_PRAISE && verdictStance < VERDICT_MIN
      ? recommendedRival(text, mentions, language, verdictSentences)
      : null;
  const standsIn = (kind: AnswerSection['kind']) =>
    sections.find((section) => section.kind === kind && brandStandsIn(text, section, mentions)) ?? null;
  const reading: SentimentAt = {
    mean,
    described,
    stance,
    balanced,
    awayToRival: described > -VERDICT_COMPOUND && !undecided && rivalAdvised,
    verdictStance,
    verdictRival,
    closesOnVerdict: verdicts.length > 0,
    verdictWeighsBrand: verdictWeights > 0,
    avoidSection: standsIn('avoid'),
    pickSection: standsIn('pick'),
  };
  const rule = SENTIMENT_RULES.find((candidate) => candidate.applies(reading))!;
  if (decision) {
    decision.rule = rule.id;
    const section =
      rule.id === 'in-avoid-section'
        ? reading.avoidSection
        : rule.id === 'top-pick'
          ? reading.pickSection
          : null;
    if (section) decision.section = section.title;
    if (rule.id === 'verdict-recommends-rival' && verdictRival !== null) decision.rivalEntity = verdictRival;
  }
  const compound = rule.verdict(reading);
  const firstNamed = new Map<number, number>();
  let brandMentions = 0;
  for (const mention of mentions) {
    if (!firstNamed.has(mention.entity)) firstNamed.set(mention.entity, mention.start);
    if (mention.entity === 0) brandMentions++;
  }
  const brandFirst = firstNamed.get(0) ?? 0;
  let namedBefore = 0;
  for (const at of firstNamed.values()) if (at < brandFirst) namedBefore++;
  features.rulesScore = toSentimentScore(compound);
  features.meanCompound = mean;
  features.advice = stance;
  features.balancing = balancing ? 1 : 0;
  features.leavesChoice = undecided ? 1 : 0;
  features.rivalAdvised = rivalAdvised ? 1 : 0;
  features.position = 1 + namedBefore;
  features.rivalsNamed = firstNamed.size - (firstNamed.has(0) ? 1 : 0);
  features.brandMentions = brandMentions;
  features.logLength = Math.log(Math.max(1, text.length));
  features.otherLanguage = language === 'en' ? 0 : 1;
  features.verdictCompound = verdictWeights > 0 ? verdictTotal / verdictWeights : 0;
  features.verdictNamesBrand = verdictWeights > 0 ? 1 : 0;
  return { features, advised: rule.decidesSide, language, unitTokens, units };
}

/**
 * Net verdicts for one rival from which the answer is read as advising it: an unconditional one ("If
 * reporting is the priority, I'd pick Ashby" is one reader's case, not the answer's advice).
 */
const RIVAL_VERDICT_MIN = 1;

/** How far after advice's words its object may be named ("I'd go with the cheaper Rival"). */
const OBJECT_REACH = 40;

/** The mentions as the rival `entity` would see them: it as entity 0, the brand in its place. */
function fromRivalsSide(mentions: readonly Mention[], entity: number): Mention[] {
  return mentions.map((mention) =>
    mention.entity === entity
      ? { ...mention, entity: 0 }
      : mention.entity === 0
        ? { ...mention, entity }
        : mention,
  );
}

/**
 * The rival the answer advises for ("I'd pick Fathom over Otter", "ich würde congstar nehmen", "yo usaría
 * Stripe"), or null: advice in the first person or the imperative, read as for the brand, in a sentence naming
 * the rival.
 */
function recommendedRival(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  sentences: readonly Span[],
): number | null {
  const stances = new Map<number, number>();
  let first = 0;
  for (const span of sentences) {
    while (first < mentions.length && (mentions[first] as Mention).end <= span.start) first++;
    const rivals = new Set<number>();
    for (let i = first; i < mentions.length && (mentions[i] as Mention).start < span.end; i++)
      if ((mentions[i] as Mention).entity !== 0) rivals.add((mentions[i] as Mention).entity);
    if (rivals.size === 0) continue;
    // "Green Chef is the best pick for keto" describes a rival; "I'd take congstar" advises it.
    const found = verdictMatches(text, span, language, true);
    if (found.length === 0) continue;
    for (const rival of rivals) {
      const verdict = verdictIn(text, span, fromRivalsSide(mentions, rival), language, false, found);
      // The rival is what the advice is about: named in its words ("würde ich congstar nehmen") or right
      // after them ("I'd go with Rival"), not before them ("Nicola …, mas eu escolheria a Delta").
      const object = verdict
        ? mentions.find(
            (mention) =>
              mention.entity === rival &&
              mention.start >= verdict.at &&
              mention.start < verdict.end + OBJECT_REACH,
          )
        : undefined;
      // "I'd pick it over Tatcha": a pronoun right after the verb is what it chooses, the rival after it is not.
      if (!verdict || !object || pronounObject(text, verdict.end, object.start, language)) continue;
      const stance =
        (stances.get(rival) ?? 0) + verdict.stance * (verdict.conditional ? CONDITIONAL_VERDICT : 1);
      if (stance >= RIVAL_VERDICT_MIN) return rival;
      stances.set(rival, stance);
    }
  }
  return null;
}

/** Whether an object pronoun ("it", "them") stands right after a verdict's words and before `before`. */
function pronounObject(text: string, after: number, before: number, language: SentimentLanguage): boolean {
  const pronouns = LANGUAGE_PACKS[language].sentiment.brandPronouns;
  if (!pronouns || before <= after) return false;
  const match = pronouns.object.exec(text.slice(after, before));
  return match !== null && match[0].length <= before - after;
}

/** Sentences that leave the choice to the reader, per language. */
const LEAVES_CHOICE = perLanguage((pack) => pack.sentiment.leavesChoice);

/** Net verdicts (each weighted as its part) from which the advice decides the label. */
const VERDICT_MIN = 0.5;

/** The least compound score of an answer whose advice is for the brand (its negative when against). */
export const VERDICT_COMPOUND = 0.3;

/** A verdict's mean compound on the brand from which it praises the brand highly ("the best all-round pick"). */
const HIGH_PRAISE = 0.5;

/** A verdict on a condition ("if you need X, pick …") counts this much. */
const CONDITIONAL_VERDICT = 0.5;
