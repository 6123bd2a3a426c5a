import { Flex, Text } from '@chakra-ui/react';
import { presetProse } from '../../../../graphql/shared/period-rules';
import { useMemo } from 'react';
import type { TopPlatformsCard_PlatformsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { countOf, formatPercent } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';

const CSV_COLUMNS: CsvColumn<TopPlatformsCard_PlatformsFragment>[] = [
  { header: 'platform', value: (p) => p.label },
  { header: 'impressions', value: (p) => p.impressions },
  { header: 'answers', value: (p) => p.answers },
  { header: 'visibility_pct', value: (p) => shownAs(p.visibility) },
  { header: 'refusals', value: (p) => p.refusals },
  { header: 'refusal_rate_pct', value: (p) => shownAs(p.refusalRate) },
  { header: 'no_answers', value: (p) => p.noAnswers },
  { header: 'answer_rate_pct', value: (p) => shownAs(p.answerRate) },
];

/** AI platforms by impressions over the page's period (ChatGPT, Perplexity, Gemini, …); each row opens its answers. */
export function TopPlatformsCard({
  platforms,
}: {
  platforms: readonly TopPlatformsCard_PlatformsFragment[];
}) {
  const { filter } = usePageFilter();
  const sorted = useMemo(() => [...platforms].sort((a, b) => b.impressions - a.impressions), [platforms]);
  const items = useMemo(
    () =>
      sorted.map((p, i) => ({
        key: p.platform,
        rank: i + 1,
        value: p.visibility,
        valueLabel:
          `${countOf(p.impressions, 'impression')} · ${formatPercent(p.visibility)}` +
          (p.refusals > 0 ? ` · ${formatPercent(p.refusalRate)} refused` : '') +
          // Google shows an AI Overview for some searches only: how often this platform answered at all.
          (p.noAnswers > 0 ? ` · ${formatPercent(p.answerRate)} answered` : ''),
        label: (
          <Flex align="center" gap="1" minW="0">
            <Text as="span" truncate>
              {p.label}
            </Text>
            <AnswersIconButton
              label={`Show the answers from ${p.label}`}
              request={{
                title: `Top Platforms · ${p.label}`,
                filter: { platform: p.platform, period: { preset: 'LAST_30_DAYS' } },
                period: presetProse('LAST_30_DAYS'),
                measure: { kind: 'visibility' },
              }}
            />
          </Flex>
        ),
      })),
    [sorted],
  );
  return (
    <Panel
      title="Top Platforms"
      description="Impressions, visibility, refusal and answer rates by AI platform"
      extra={
        <DownloadCsvButton
          table="Top Platforms"
          filter={describePageFilter(filter)}
          columns={CSV_COLUMNS}
          rows={sorted}
        />
      }
    >
      {items.length === 0 ? (
        <PanelEmpty>No platform data available</PanelEmpty>
      ) : (
        <RankedList items={items} label="Top platforms" scale="percent" />
      )}
    </Panel>
  );
}
