/**
 * Links into the Action Center tools with what to work on already chosen, and their reading on the
 * tool's side: Content Comparison for an answer gap (the question and the competitors named instead of
 * the brand), Email Outreach for a source that cites competitors only.
 */

export const COMPARISON_PATH = '/dashboard/action/comparison';
export const OUTREACH_PATH = '/dashboard/action/outreach';

export interface GapFocus {
  /** The prompt whose cited pages the comparison lists; null when the link names only its question. */
  promptId: string | null;
  question: string;
  competitors: string[];
}

export const comparisonLink = ({ promptId, question, competitors }: GapFocus) =>
  `${COMPARISON_PATH}?${new URLSearchParams({
    ...(promptId ? { promptId } : {}),
    prompt: question,
    competitors: competitors.join(','),
  })}`;

/** The gap a comparison link names, or null. */
export function readGapFocus(params: URLSearchParams): GapFocus | null {
  const question = params.get('prompt')?.trim();
  if (!question) return null;
  const competitors = (params.get('competitors') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { promptId: params.get('promptId')?.trim() || null, question, competitors };
}

export const outreachLink = (domain: string) => `${OUTREACH_PATH}?${new URLSearchParams({ source: domain })}`;

/** The source an outreach link names (a domain, at most 100 characters as the server takes it), or null. */
export function readOutreachSource(params: URLSearchParams): string | null {
  const domain = params.get('source')?.trim();
  return domain && domain.length <= 100 ? domain : null;
}
