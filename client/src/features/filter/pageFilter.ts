/**
 * The page filter (period, platforms and kind of prompt) kept in the address bar, so a filtered page can
 * be shared, reloaded and walked back and forth: `?period=30d&platforms=chatgpt,gemini&prompts=all` or
 * `?from=…&to=…`. Without them the page shows the last 30 days on every platform, counting the page's
 * kind of prompt: unbranded (an answer to a question that names the brand names it, so those figures are
 * kept apart). The filter goes along on every link between the pages that have it (filterHref).
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PeriodInput, Platform, PromptKindFilter } from '../../__generated__/graphql';
import {
  DEFAULT_PRESET,
  periodProblem,
  PERIOD_PRESETS,
  presetProse,
  presetRow,
  type PeriodWord,
} from '../../../../graphql/shared/period-rules';
import { isPlatformId, PLATFORMS, type PlatformId } from '../../../../graphql/shared/platforms';
import { formatDay } from '../../lib/format';
import { brandInSearch, withBrand } from '../workspace/activeBrand';

const DEFAULT_WORD: PeriodWord = presetRow(DEFAULT_PRESET).word;

export const PROMPT_KIND_CHOICES = [
  { word: 'unbranded', value: 'UNBRANDED', label: 'Unbranded', promptNoun: 'unbranded prompt' },
  { word: 'branded', value: 'BRANDED', label: 'Branded', promptNoun: 'branded prompt' },
  { word: 'all', value: 'ALL', label: 'All prompts', promptNoun: 'prompt' },
] as const satisfies readonly { word: string; value: PromptKindFilter; label: string; promptNoun: string }[];

export type PromptKindWord = (typeof PROMPT_KIND_CHOICES)[number]['word'];

export interface PageFilter {
  /** The preset's URL word, or null for a custom range. */
  word: PeriodWord | null;
  from: string | null;
  to: string | null;
  /** Chosen platform ids; empty for all. */
  platforms: PlatformId[];
  /** The kind of prompt the figures count. */
  kind: (typeof PROMPT_KIND_CHOICES)[number];
  /** What GraphQL takes. */
  variables: { period: PeriodInput; platforms: Platform[]; promptKind: PromptKindFilter };
  /** "in the last 30 days", "from Nov 1, 2026 to Nov 9, 2026", for sentences about the figures. */
  prose: string;
  /** "Last Month", "Nov 1, 2026 – Nov 9, 2026". */
  label: string;
}

const toValue = (id: PlatformId) => PLATFORMS.find((p) => p.id === id)!.value as Platform;

/**
 * Reads the filter from search params; anything unreadable falls back to the default (the kind of prompt
 * to the page's own default).
 */
export function readPageFilter(
  params: URLSearchParams,
  defaultKind: PromptKindWord = 'unbranded',
): PageFilter {
  const platforms = (params.get('platforms') ?? '')
    .split(',')
    .filter(isPlatformId)
    .filter((id, index, all) => all.indexOf(id) === index);
  const from = params.get('from');
  const to = params.get('to');
  const variablesPlatforms = platforms.map(toValue);
  const kind =
    PROMPT_KIND_CHOICES.find((c) => c.word === params.get('prompts')) ??
    PROMPT_KIND_CHOICES.find((c) => c.word === defaultKind)!;
  if (from && to && !periodProblem({ from, to })) {
    return {
      word: null,
      from,
      to,
      platforms,
      kind,
      variables: { period: { from, to }, platforms: variablesPlatforms, promptKind: kind.value },
      prose: `from ${formatDay(from)} to ${formatDay(to)}`,
      label: `${formatDay(from)} – ${formatDay(to)}`,
    };
  }
  const choice =
    PERIOD_PRESETS.find((c) => c.word === params.get('period')) ??
    PERIOD_PRESETS.find((c) => c.word === DEFAULT_WORD)!;
  return {
    word: choice.word,
    from: null,
    to: null,
    platforms,
    kind,
    variables: { period: { preset: choice.preset }, platforms: variablesPlatforms, promptKind: kind.value },
    prose: presetProse(choice.preset),
    label: choice.label,
  };
}

/**
 * The filter of the current address and setters that push a new history entry (back undoes them).
 * defaultKind is the kind of prompt the page counts when the address names none.
 */
export function usePageFilter(defaultKind: PromptKindWord = 'unbranded') {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readPageFilter(params, defaultKind), [params, defaultKind]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setParams],
  );
  const setPreset = useCallback(
    (word: PeriodWord) =>
      update((next) => {
        next.delete('from');
        next.delete('to');
        next.set('period', word);
      }),
    [update],
  );
  const setRange = useCallback(
    (from: string, to: string) =>
      update((next) => {
        next.delete('period');
        next.set('from', from);
        next.set('to', to);
      }),
    [update],
  );
  const setPlatforms = useCallback(
    (platforms: readonly PlatformId[]) =>
      update((next) => {
        if (platforms.length === 0 || platforms.length === PLATFORMS.length) next.delete('platforms');
        else
          next.set(
            'platforms',
            PLATFORMS.map((p) => p.id)
              .filter((id) => platforms.includes(id))
              .join(','),
          );
      }),
    [update],
  );
  const setKind = useCallback(
    (word: PromptKindWord) =>
      update((next) => {
        if (word === defaultKind) next.delete('prompts');
        else next.set('prompts', word);
      }),
    [update, defaultKind],
  );
  return { filter, setPreset, setRange, setPlatforms, setKind };
}

/** The search params that make up the page filter. */
export const FILTER_PARAMS = ['period', 'from', 'to', 'platforms', 'prompts'] as const;

/** The page filter's parameters of a search string, the others (the brand) left out. */
export function filterParamsOf(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  const filter = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = params.get(name);
    if (value !== null) filter.set(name, value);
  }
  return filter;
}

/**
 * The pages that keep the page filter in their address: those that show figures under it (the overview,
 * Competitors, What AI says, Facts, Searches, topics and Prompts) and the Action Center with its tools, whose
 * radar counts under it and whose pages lead back to the others, so a filter chosen before them holds after.
 */
const FILTER_PAGE =
  /^\/dashboard(\/competitors|\/what-ai-says|\/facts|\/searches|\/prompts|\/topics\/[^/?#]+|\/action(\/[^/?#]+)?)?\/?$/;

/**
 * `to` with the page filter of `search` (the current address's) when `to` is a page that has one: a filter
 * chosen on one page holds on the next. A query of the link's own (the gap a comparison opens on) stays, and
 * a filter parameter it names wins; a `#fragment` stays last.
 */
export function filterHref(to: string, search: string): string {
  const hashAt = to.indexOf('#');
  const hash = hashAt < 0 ? '' : to.slice(hashAt);
  const beforeHash = hashAt < 0 ? to : to.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  if (!FILTER_PAGE.test(path)) return to;
  const own = new URLSearchParams(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1));
  let carried = false;
  filterParamsOf(search).forEach((value, name) => {
    if (own.has(name)) return;
    own.set(name, value);
    carried = true;
  });
  if (!carried) return to;
  return `${path}?${own.toString()}${hash}`;
}

/** filterHref for links drawn on the current page; a dashboard link also keeps the active brand (`?brand=`). */
export function useFilterHref(): (to: string) => string {
  const { search } = useLocation();
  return useCallback((to: string) => withBrand(filterHref(to, search), brandInSearch(search)), [search]);
}

/** The filter's period, platforms and kind of prompt in words: ["Last Month", "ChatGPT, Gemini", "All prompts"]. */
export function pageFilterWords(filter: PageFilter): [period: string, platforms: string, kind: string] {
  const platforms =
    filter.platforms.length === 0
      ? 'All platforms'
      : filter.platforms.map((id) => PLATFORMS.find((p) => p.id === id)!.label).join(', ');
  return [filter.label, platforms, filter.kind.label];
}

/** The filter in a few words, for file names: "Last Month · ChatGPT, Gemini · All prompts". */
export function describePageFilter(filter: PageFilter): string {
  return pageFilterWords(filter).join(' · ');
}
