/**
 * GET /api/export/corrections.jsonl: an account's reviewed answers (corrections and confirmations) in the
 * analyzer's hold-out format (tools/eval/sets/holdout-*.jsonl, read by the bench): one
 * JSON object a line with the answer, the brand configuration it is read against (the brand's "not this"
 * list as `exclusions`, competitors with their aliases, as `npm run analyze -- --jsonl` reads them) and the
 * reading the reviewer gave as `expected`. The cited domains are the answer's as stored: a correction does
 * not review them.
 */
import { sentimentLabel } from '../../../graphql/shared/sentiment-label';
import { FileDownload } from '../../lib/download';
import type { BrandScope } from '../../scope';
import { getReadingTarget } from '../collection';
import { getCorrections, getReviewedAnswerTexts } from './corrections.store';
import { applyCorrection } from './corrections.service';

/** The language codes of the hold-out sets, from the text search configuration an answer is stored under. */
const LANGUAGES: Readonly<Record<string, string>> = {
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
};

const SENTIMENT_CODES = { positive: 'pos', neutral: 'neu', negative: 'neg' } as const;

export async function exportCorrectionsJsonl(scope: BrandScope): Promise<FileDownload> {
  const [corrections, texts, target] = await Promise.all([
    getCorrections(scope.db, scope.brandId, null),
    getReviewedAnswerTexts(scope.db, scope.brandId),
    getReadingTarget(scope.db, scope.brandId),
  ]);
  const byAnswer = new Map(corrections.map((row) => [row.answerId, row]));
  const names = new Map(target.competitors.map((c) => [c.id, c.name]));
  const competitors = target.competitors.map(({ name, aliases, website }) => ({ name, aliases, website }));
  async function* lines() {
    for (const answer of texts) {
      const correction = byAnswer.get(answer.answerId);
      if (!correction || !target.brand) continue;
      const reading = applyCorrection(correction.analyzerReading, correction);
      const named = [...reading.competitors]
        .sort((a, b) => a[1] - b[1])
        .flatMap(([id]) => names.get(id) ?? []);
      yield (
        JSON.stringify({
          id: answer.answerId,
          category: correction.confirmed ? 'confirmed' : 'corrected',
          language: LANGUAGES[answer.searchConfig] ?? 'other',
          text: answer.text,
          brand: target.brand.name,
          aliases: target.brand.aliases,
          exclusions: target.brand.exclusions,
          website: target.brand.website,
          competitors,
          citations: answer.citations,
          expected: {
            visible: reading.visible,
            position: reading.position,
            competitors: named,
            domains: answer.domains,
            ...(reading.sentiment !== null && {
              sentiment: SENTIMENT_CODES[sentimentLabel(reading.sentiment)],
            }),
          },
        }) + '\n'
      );
    }
  }
  return new FileDownload('sightline-corrections.jsonl', 'application/x-ndjson; charset=utf-8', lines());
}
