import { useChartAnnotationsQuery } from '../../__generated__/hooks';
import type { ChartAnnotation } from '../../components/chartAnnotations';
import { usePageFilter } from '../filter/pageFilter';

const NONE: readonly ChartAnnotation[] = [];

/**
 * The annotations a time chart marks under the page filter (period and platforms): prompt edits, brand,
 * analyzer and model changes, logged changes. A chart draws without them while they load or if they fail.
 */
export function useChartAnnotations(topicId: string | null): readonly ChartAnnotation[] {
  const { filter } = usePageFilter();
  const { data } = useChartAnnotationsQuery({
    variables: { period: filter.variables.period, platforms: filter.variables.platforms, topicId },
  });
  return data?.annotations ?? NONE;
}
