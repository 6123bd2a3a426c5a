import type { PromptGroupCard_GroupFragment, VisibilityStatus } from '../__generated__/graphql';

/** Great at 70 % or more, Medium at 40 % or more, else Poor (docs/measuring.md). */
export function visibilityStatusFor(percentage: number): VisibilityStatus {
  if (percentage >= 70) return 'GREAT';
  if (percentage >= 40) return 'MEDIUM';
  return 'POOR';
}

/**
 * The prompts search: a group matches when its name or any of its questions contains the search
 * text, case-insensitively; inside a matching group only the matching questions are listed (all of them
 * when only the group name matched). Groups are sorted by name.
 */
export function filterPromptGroups(
  groups: readonly PromptGroupCard_GroupFragment[],
  search: string,
): PromptGroupCard_GroupFragment[] {
  const needle = search.trim().toLowerCase();
  const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name));
  if (!needle) return sorted;
  return sorted.flatMap((group) => {
    const matching = group.prompts.filter((p) => p.question.toLowerCase().includes(needle));
    if (matching.length > 0) return [{ ...group, prompts: matching }];
    if (group.name.toLowerCase().includes(needle)) return [group];
    return [];
  });
}
