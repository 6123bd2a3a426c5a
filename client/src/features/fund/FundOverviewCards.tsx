import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { FundOverviewCards_OverviewFragment } from '../../__generated__/graphql';
import { LetterAvatar } from '../../components/LetterAvatar';
import { Panel, PanelEmpty } from '../../components/Panel';
import { RankedList } from '../../components/RankedList';
import { StatCard } from '../../components/StatCard';
import { formatCount, formatHost, formatPath, formatPercent, formatShare } from '../../lib/format';

/** The fund dashboard's sample cards (spec "Main dashboard", sample-data variant), all from the server. */
export function FundOverviewCards({ overview }: { overview: FundOverviewCards_OverviewFragment }) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <StatCard
          label="Brand Visibility"
          value={formatPercent(overview.visibility)}
          help={`Based on ${formatCount(overview.promptCount)} total prompts`}
        />
        <StatCard
          label="Sentiment Score"
          value={formatPercent(overview.sentimentScore)}
          badge="Medium"
          badgePalette="yellow"
        />
        <StatCard
          label="Brand Mentions"
          value={formatCount(overview.brandMentions)}
          help="AI answers that named your fund"
        />
        <StatCard
          label="Total Impressions"
          value={formatCount(overview.impressionsTotal)}
          help="Across ChatGPT, Perplexity and Gemini"
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Top Platforms" description="Share of your fund's mentions">
          <RankedList
            label="Top platforms"
            items={overview.topPlatforms.map((p, i) => ({
              key: p.name,
              rank: i + 1,
              label: p.name,
              value: p.percentage,
              valueLabel: `${formatShare(p.percentage)} · ${formatCount(p.mentions)}`,
            }))}
          />
        </Panel>
        <Panel title="Topic Breakdown" description="Share of impressions by topic">
          <RankedList
            label="Topic breakdown"
            items={overview.topicBreakdown.map((t, i) => ({
              key: t.name,
              rank: i + 1,
              label: t.name,
              value: t.percentage,
              valueLabel: formatShare(t.percentage),
            }))}
          />
        </Panel>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Top Sources" description="Pages AI answers cite most">
          {overview.topSources.length ? (
            <RankedList
              label="Top sources"
              items={overview.topSources.map((s, i) => ({
                key: s.url,
                rank: i + 1,
                label: (
                  <Box truncate title={s.url}>
                    {formatHost(s.url)}
                    <Text as="span" color="fg.subtle" fontWeight="normal">
                      {formatPath(s.url)}
                    </Text>
                  </Box>
                ),
                value: s.count,
                valueLabel: formatCount(s.count),
              }))}
            />
          ) : (
            <PanelEmpty>No source data available</PanelEmpty>
          )}
        </Panel>
        <Panel title="Competitor Rankings" description="Firms AI answers name instead of yours">
          {overview.competitorRankings.length ? (
            <RankedList
              label="Competitor rankings"
              items={overview.competitorRankings.map((c, i) => ({
                key: c.name,
                rank: i + 1,
                leading: <LetterAvatar name={c.name} size="6" />,
                label: c.name,
                value: c.count,
                valueLabel: formatCount(c.count),
              }))}
            />
          ) : (
            <PanelEmpty>No competitor data available</PanelEmpty>
          )}
        </Panel>
      </SimpleGrid>
    </>
  );
}
