import { Flex, Link } from '@chakra-ui/react';
import { presetProse } from '../../../../graphql/shared/period-rules';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TopicBreakdownCard_TopicsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatShare } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';
import { describePageFilter, useFilterHref, usePageFilter } from '../filter/pageFilter';

const CSV_COLUMNS: CsvColumn<TopicBreakdownCard_TopicsFragment>[] = [
  { header: 'topic', value: (t) => t.name },
  { header: 'impressions_share_pct', value: (t) => shownAs(t.percentage, 0) },
];

/** Each topic's rounded share of impressions over the page's period; each row opens the topic's answers. */
export function TopicBreakdownCard({ topics }: { topics: readonly TopicBreakdownCard_TopicsFragment[] }) {
  const { filter } = usePageFilter();
  const href = useFilterHref();
  const sorted = useMemo(() => [...topics].sort((a, b) => b.percentage - a.percentage), [topics]);
  const items = useMemo(
    () =>
      sorted.map((t, i) => ({
        key: t.topic.id,
        rank: i + 1,
        value: t.percentage,
        valueLabel: formatShare(t.percentage),
        label: (
          <Flex align="center" gap="1" minW="0">
            <Link asChild color="fg" minW="0">
              <RouterLink to={href(`/dashboard/topics/${t.topic.slug}`)}>{t.name}</RouterLink>
            </Link>
            <AnswersIconButton
              label={`Show the answers in ${t.name}`}
              request={{
                title: `Topic Breakdown · ${t.name}`,
                filter: { topicId: t.topic.id, period: { preset: 'LAST_30_DAYS' } },
                period: presetProse('LAST_30_DAYS'),
                measure: { kind: 'visibility' },
                initialView: 'VISIBLE',
              }}
            />
          </Flex>
        ),
      })),
    [sorted, href],
  );
  return (
    <Panel
      title="Topic Breakdown"
      description="Share of impressions by topic in the period"
      extra={
        <DownloadCsvButton
          table="Topic Breakdown"
          filter={describePageFilter(filter)}
          columns={CSV_COLUMNS}
          rows={sorted}
        />
      }
    >
      {items.length === 0 ? (
        <PanelEmpty>No topic data available</PanelEmpty>
      ) : (
        <RankedList items={items} label="Topic breakdown" scale="percent" />
      )}
    </Panel>
  );
}
