import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CompetitorRankingsCard_RankingsFragment } from '../../__generated__/graphql';
import { LetterAvatar } from '../../components/LetterAvatar';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { formatCount, formatPercent } from '../../lib/format';
import { AnswersIconButton } from '../answers/FigureButton';

/**
 * Competitors named in answers, ranked, with the brand's own rank (0 = below 5th, shown as not ranked);
 * each row opens the answers naming that competitor in the page's period.
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
  const items = useMemo(
    () =>
      [...rankings.rankings]
        .sort((a, b) => a.rank - b.rank)
        .map((r) => ({
          key: r.name,
          rank: r.rank,
          value: r.count,
          valueLabel: `${formatCount(r.count)} ${r.count === 1 ? 'mention' : 'mentions'}`,
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
                  measure: {
                    kind: 'named',
                    subject: r.name,
                    shownAs: `the ranking shows ${formatCount(r.count)} (answers halved and rounded)`,
                  },
                }}
              />
            </Flex>
          ),
        })),
    [rankings.rankings, topicId],
  );
  return (
    <Panel
      title="Competitor Rankings"
      description={
        <Flex as="span" gap="2" align="center">
          Your rank:
          <Badge colorPalette={rankings.companyRank > 0 ? 'teal' : 'gray'} variant="subtle">
            {rankings.companyRank > 0 ? `#${rankings.companyRank}` : 'Not in top 5'}
          </Badge>
          {/* With no competitor named, "100 % share of voice" would say nothing. */}
          {items.length > 0 && rankings.shareOfVoice !== null && rankings.shareOfVoice !== undefined && (
            <Text as="span">{`· Share of voice ${formatPercent(rankings.shareOfVoice)}`}</Text>
          )}
        </Flex>
      }
    >
      <Box opacity={loading ? 0.5 : 1} aria-busy={loading} transition="opacity 0.2s">
        {items.length === 0 ? (
          <PanelEmpty>No competitor data available</PanelEmpty>
        ) : (
          <RankedList items={items} label="Competitor rankings" />
        )}
      </Box>
      <Text srOnly>Counts are mentions halved and rounded.</Text>
    </Panel>
  );
}
