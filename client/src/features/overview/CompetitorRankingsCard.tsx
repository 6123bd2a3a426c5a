import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CompetitorRankingsCard_RankingsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { LetterAvatar } from '../../components/LetterAvatar';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList, type RankedItem } from '../../components/RankedList';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { formatRank, sharedRanks } from '../../lib/ranks';
import { AnswersIconButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';

interface RankedBrand {
  rank: number;
  name: string;
  isBrand: boolean;
  mentions: number;
  shareOfVoice: number;
}

const CSV_COLUMNS: CsvColumn<RankedBrand>[] = [
  { header: 'rank', value: (r) => r.rank },
  { header: 'brand', value: (r) => r.name },
  { header: 'is_your_brand', value: (r) => r.isBrand },
  { header: 'mentions', value: (r) => r.mentions },
  { header: 'share_of_voice_pct', value: (r) => shownAs(r.shareOfVoice) },
];

/**
 * Every tracked brand named in answers, ranked by the answers naming it, the account's own row
 * highlighted; each row shows its true count and share of voice, its bar on a 0–100 % scale, and a
 * competitor's row opens the answers naming it in the page's period (as many as the row counts).
 */
export function CompetitorRankingsCard({
  rankings,
  loading = false,
  topicId,
}: {
  /** The topic whose answers the panel counts; null on the overview (every topic). */
  topicId: string | null;
  rankings: CompetitorRankingsCard_RankingsFragment;
  loading?: boolean;
}) {
  const items = useMemo(() => {
    const competitors: RankedItem[] = rankings.rankings.map((r) => ({
      key: `competitor:${r.id}`,
      rank: r.rank,
      value: r.shareOfVoice,
      valueLabel: `${formatCount(r.mentions)} ${r.mentions === 1 ? 'mention' : 'mentions'} · ${formatPercent(
        r.shareOfVoice,
      )}`,
      leading: <LetterAvatar name={r.name} />,
      label: (
        <Flex align="center" gap="1" minW="0">
          <Text as="span" truncate>
            {r.name}
          </Text>
          <AnswersIconButton
            label={`Show the answers naming ${r.name}`}
            request={{
              title: `Competitor Rankings · ${r.name}`,
              filter: { topicId, competitorId: r.id },
              period: 'over all time',
              measure: { kind: 'named', subject: r.name },
            }}
          />
        </Flex>
      ),
    }));
    const brand = rankings.brand;
    if (!brand || competitors.length === 0) return competitors;
    const own: RankedItem = {
      key: 'brand',
      rank: brand.rank,
      highlight: true,
      value: brand.shareOfVoice,
      valueLabel: `${formatCount(brand.mentions)} ${brand.mentions === 1 ? 'mention' : 'mentions'} · ${formatPercent(
        brand.shareOfVoice,
      )}`,
      leading: <LetterAvatar name={brand.name} />,
      label: (
        <Text as="span" truncate>
          {brand.name}{' '}
          <Text as="span" color="fg.muted" fontWeight="normal">
            (you)
          </Text>
        </Text>
      ),
    };
    return [...competitors, own].sort((a, b) => a.rank - b.rank);
  }, [rankings.rankings, rankings.brand, topicId]);
  const hasCompetitors = rankings.rankings.length > 0;
  const { filter } = usePageFilter();
  const ranked: RankedBrand[] = [
    ...rankings.rankings.map((r) => ({ ...r, isBrand: false })),
    ...(rankings.brand && hasCompetitors ? [{ ...rankings.brand, isBrand: true }] : []),
  ].sort((a, b) => a.rank - b.rank);
  // Brands named as often share a rank, in the file and in "Your rank" as in the list.
  const shared = sharedRanks(
    ranked,
    (r) => r.rank,
    (r) => r.mentions,
  );
  const csvRows = ranked.map((r, index) => ({ ...r, rank: shared[index]!.rank }));
  const brandRank = shared[ranked.findIndex((r) => r.isBrand)];
  return (
    <Panel
      title="Competitor Rankings"
      extra={
        hasCompetitors && (
          <DownloadCsvButton
            table="Competitor Rankings"
            filter={describePageFilter(filter)}
            columns={CSV_COLUMNS}
            rows={csvRows}
          />
        )
      }
      description={
        hasCompetitors ? (
          <Flex as="span" gap="2" align="center">
            Your rank:
            <Badge colorPalette={rankings.companyRank > 0 ? 'teal' : 'gray'} variant="subtle">
              {rankings.companyRank > 0
                ? brandRank
                  ? formatRank(brandRank, '#')
                  : `#${rankings.companyRank}`
                : rankings.brand && rankings.brand.mentions > 0
                  ? 'Not in top 5'
                  : 'Not named'}
            </Badge>
            {rankings.shareOfVoice !== null && rankings.shareOfVoice !== undefined && (
              <Text as="span">{`· Share of voice ${formatPercent(rankings.shareOfVoice)}`}</Text>
            )}
          </Flex>
        ) : (
          // With no competitor named, a rank of #1 or "100 % share of voice" would say nothing.
          'No tracked competitor named yet, so there is nothing to rank against'
        )
      }
    >
      <Box opacity={loading ? 0.5 : 1} aria-busy={loading} transition="opacity 0.2s">
        {!hasCompetitors ? (
          <PanelEmpty>No competitor data available</PanelEmpty>
        ) : (
          <RankedList items={items} label="Competitor rankings" scale="percent" />
        )}
      </Box>
      <Text srOnly>
        Each bar is that brand's share of voice on a 0–100 % scale; your brand is highlighted.
      </Text>
    </Panel>
  );
}
