import { detectLanguage, sentimentLanguageOf } from './language';
import {
  aliasChangeReach,
  blankUrls,
  compileMatcher,
  findMentions,
  namesToFind,
  variantPattern,
} from './matching';
import type { FactSheetEntry } from '../../../graphql/shared/brand-facts';
import type { EntityMatcher } from './mentions/types';
import { readAnswer, statementsOf } from './pipeline';
import { attributeChangeReach, attributeReader } from './statements/aspects';
import { statementEvidence } from './statements/statements';
import { readBrandSentiment } from './target';
import { wordFeatures } from './sentiment/word-features';
import { foldText } from './text/fold';
import type {
  AnalysisBrand,
  AnalysisCompetitor,
  AnalyzeAnswerInput,
  AnswerAnalysis,
  AnswerAnalyzer,
  TrackedEntity,
} from './types';

/**
 * Which analyzer produced an answer's facts, stored with each answer. Raise the version whenever a change
 * alters what the analyzer finds, so stored answers can be told apart from ones a newer analyzer would read
 * differently.
 */
export const RULES_ANALYZER = 'rules@2026.12.02.1';

export function createAnalyzer(
  brand: AnalysisBrand,
  competitors: readonly AnalysisCompetitor[],
): AnswerAnalyzer {
  const matchers: EntityMatcher[] = [compileMatcher(brand), ...competitors.map(compileMatcher)];
  const attributesIn = attributeReader(brand.attributes ?? []);
  /** The names in an answer, and the language its sentiment is read in. */
  const namesAndLanguage = (text: string) => {
    const detected = detectLanguage(text);
    const mentions = findMentions(text, matchers, () => detected);
    return { mentions, language: sentimentLanguageOf(text, detected) };
  };
  return {
    mentions(text) {
      return findMentions(text, matchers).map((m) => ({
        start: m.start,
        end: m.end,
        name: m.entity === 0 ? brand.name : (competitors[m.entity - 1] as AnalysisCompetitor).name,
        isBrand: m.entity === 0,
      }));
    },
    sentimentReading(text) {
      const language = detectLanguage(text);
      const mentions = findMentions(text, matchers, () => language);
      if (!mentions.some((mention) => mention.entity === 0)) return null;
      const { features, advised, language: read, unitTokens } = readBrandSentiment(text, mentions, language);
      return { features, advised, words: wordFeatures(text, mentions, read, unitTokens) };
    },
    statements(text) {
      const { mentions, language } = namesAndLanguage(text);
      return statementsOf(text, mentions, language, competitors, attributesIn);
    },
    statementEvidence(text) {
      const { mentions, language } = namesAndLanguage(text);
      return statementEvidence(text, mentions, language);
    },
    analyze(text, citations) {
      return readAnswer(RULES_ANALYZER, matchers, competitors, text, citations, attributesIn);
    },
  };
}

/** Turns one answer into facts: visibility, position, competitors named, sources cited, sentiment. */
export function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis {
  return createAnalyzer(input.brand, input.competitors).analyze(input.text, input.citations);
}

/** What answers are read against: the brand and its competitors. */
export interface AnalysisConfig {
  brand: AnalysisBrand;
  competitors: readonly AnalysisCompetitor[];
  /**
   * The brand's confirmed facts and the market its answers are asked in (CollectionSettings.country): each
   * answer's claims about them are read and judged (facts/); none without a fact sheet.
   */
  factSheet?: FactSheet;
}

/** A brand's fact sheet as its answers' claims are judged against it, for one market. */
export interface FactSheet {
  facts: readonly FactSheetEntry[];
  /** ISO 3166-1 alpha-2; a fact for this country is the right one where the sheet has one. */
  market: string | null;
}

/** The entries the market counts, one per fact: the market's country's where the sheet has one, else everywhere's. */
export function marketFacts(sheet: FactSheet | undefined): FactSheetEntry[] {
  const byKey = new Map<string, FactSheetEntry>();
  for (const entry of sheet?.facts ?? [])
    if (entry.country === sheet!.market || (entry.country === null && !byKey.has(entry.key)))
      byKey.set(entry.key, entry);
  return [...byKey.values()];
}

/**
 * Which answers a change of configuration can read differently (a re-analysis generation's scope), as
 * strings, so that the scopes of changes made while one runs merge as a set in the job's row:
 * - `text:<s>`: the answer's folded text holds s (a word that lets a name's pattern run, a host label, a
 *   domain);
 * - `name:<variant>`: the variant's own pattern matches the answer's folded text, URLs aside (an alias added
 *   or removed);
 * - `label:<l>`: the answer's folded letters and digits hold the host label l.
 */
export type ScopeEntry = `${'text' | 'name' | 'label'}:${string}`;

/**
 * The scope of a change from `before` to `after` (ScopeEntry): an answer outside it reads as it did. For each
 * entity the change touches (its name, aliases, website or "not this" list changed, or it came or went):
 * where only its aliases changed, the answers where an added or removed alias matches (aliasChangeReach);
 * otherwise, in both versions, the words that let its patterns run, its host labels and its domains (an
 * answer with none of them names that entity under neither version, and every other entity reads the same).
 * For the brand's own attributes, the words of those added, removed or changed (attributeChangeReach).
 * Empty when nothing read changed.
 */
export function namesAffectedByChange(before: AnalysisConfig, after: AnalysisConfig): ScopeEntry[] {
  const readAs = (entity: TrackedEntity | undefined) =>
    entity &&
    JSON.stringify([entity.name, entity.aliases ?? [], entity.website ?? null, entity.exclusions ?? []]);
  const scope: ScopeEntry[] = [];
  const compare = (old: TrackedEntity | undefined, now: TrackedEntity | undefined) => {
    if (readAs(old) === readAs(now)) return;
    const reach = old && now ? aliasChangeReach(old, now) : null;
    if (reach) {
      scope.push(
        ...reach.variants.map((variant): ScopeEntry => `name:${variant}`),
        ...reach.hostLabels.map((label): ScopeEntry => `label:${label}`),
      );
      return;
    }
    for (const entity of [old, now])
      if (entity) scope.push(...namesToFind(entity).map((name): ScopeEntry => `text:${name}`));
  };
  compare(before.brand, after.brand);
  // A fact sheet read differently: the answers naming the brand, where its claims are read.
  if (JSON.stringify(before.factSheet ?? null) !== JSON.stringify(after.factSheet ?? null))
    scope.push(...namesToFind(after.brand).map((name): ScopeEntry => `text:${name}`));
  scope.push(
    ...attributeChangeReach(before.brand.attributes ?? [], after.brand.attributes ?? []).map(
      (word): ScopeEntry => `text:${word}`,
    ),
  );
  const byId = (competitors: readonly AnalysisCompetitor[]) =>
    new Map(competitors.map((competitor) => [competitor.id ?? competitor.name, competitor]));
  const old = byId(before.competitors);
  const now = byId(after.competitors);
  for (const id of new Set([...old.keys(), ...now.keys()])) compare(old.get(id), now.get(id));
  return [...new Set(scope)].sort();
}

/**
 * Whether an answer is in a re-analysis scope (namesAffectedByChange), read as the matchers read it: the
 * patterns are compiled once for every answer the job reads.
 */
export function inScope(scope: readonly string[]): (text: string) => boolean {
  const texts: string[] = [];
  const patterns: RegExp[] = [];
  const labels: string[] = [];
  for (const entry of scope) {
    const colon = entry.indexOf(':');
    const kind = entry.slice(0, colon);
    const value = entry.slice(colon + 1);
    if (kind === 'name') {
      const pattern = variantPattern(value);
      if (pattern) patterns.push(pattern);
    } else if (kind === 'label') labels.push(value);
    else if (kind === 'text') texts.push(value);
    else throw new Error(`Unknown re-analysis scope entry: ${entry}`);
  }
  return (text) => {
    const folded = foldText(text);
    if (texts.some((value) => folded.includes(value))) return true;
    if (labels.length > 0) {
      const squashed = folded.replace(/[^a-z0-9]/g, '');
      if (labels.some((label) => squashed.includes(label))) return true;
    }
    if (patterns.length === 0) return false;
    const withoutUrls = blankUrls(folded);
    return patterns.some((pattern) => {
      pattern.lastIndex = 0;
      return pattern.test(withoutUrls);
    });
  };
}
