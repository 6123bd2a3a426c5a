/**
 * The LLMS.TXT Manager's four scores (0-100), computed from the text instead of at random:
 *
 * - conciseness = 100 − 2 × (words per link note above 20, averaged) − (words above 1,500) ÷ 25.
 *   Short notes and a file that fits a small context score high.
 * - fluency = 100 − 3 × (distance of the average sentence length from the 8-25-word band)
 *   − 40 × (share of prose/notes sentences over 40 words) − 30 × (share of notes with no letters).
 * - technicalAccuracy = 100 − 15 per validator error − 5 per warning: how well the file follows the
 *   format the reference parser reads.
 * - citationPotential = 35 × (share of links with notes) + 25 × min(1, links ÷ 10)
 *   + 15 × (has a summary) + 25 × (share of absolute https URLs).
 * Every score is rounded and clamped to 0-100. A file without any link scores 0 on the link terms.
 */
import type { ParsedLlmsTxt } from './llms.validator';

export interface LlmsTxtScores {
  conciseness: number;
  fluency: number;
  technicalAccuracy: number;
  citationPotential: number;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const sentences = (s: string) =>
  s
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);

export function scoreLlmsTxt(text: string, parsed: ParsedLlmsTxt): LlmsTxtScores {
  const links = parsed.sections.flatMap((s) => s.links);
  const notes = links.map((l) => l.notes).filter((n): n is string => !!n);

  const avgNoteWords = notes.length ? notes.reduce((sum, n) => sum + words(n), 0) / notes.length : 0;
  const totalWords = words(text);
  const conciseness = 100 - 2 * Math.max(0, avgNoteWords - 20) - Math.max(0, totalWords - 1500) / 25;

  const prose = [parsed.summary ?? '', ...parsed.details, ...notes].filter(Boolean);
  const all = prose.flatMap(sentences);
  let fluency = 100;
  if (all.length > 0) {
    const avg = all.reduce((sum, s) => sum + words(s), 0) / all.length;
    const distance = avg < 8 ? 8 - avg : avg > 25 ? avg - 25 : 0;
    const long = all.filter((s) => words(s) > 40).length / all.length;
    const empty = notes.length ? notes.filter((n) => !/[a-z]/i.test(n)).length / notes.length : 0;
    fluency = 100 - 3 * distance - 40 * long - 30 * empty;
  } else if (!parsed.title) {
    fluency = 0;
  }

  const errors = parsed.issues.filter((i) => i.severity === 'ERROR').length;
  const warnings = parsed.issues.length - errors;
  const technicalAccuracy = 100 - 15 * errors - 5 * warnings;

  const citationPotential = links.length
    ? 35 * (notes.length / links.length) +
      25 * Math.min(1, links.length / 10) +
      (parsed.summary ? 15 : 0) +
      25 * (links.filter((l) => /^https:\/\//i.test(l.url)).length / links.length)
    : parsed.summary
      ? 15
      : 0;

  return {
    conciseness: clamp(conciseness),
    fluency: clamp(fluency),
    technicalAccuracy: clamp(technicalAccuracy),
    citationPotential: clamp(citationPotential),
  };
}
