import { SimpleGrid } from '@chakra-ui/react';
import type { ReportSummary_ResultsFragment } from '../../__generated__/graphql';
import { StatCard } from '../../components/StatCard';
import { formatPercent, formatSentiment } from '../../lib/format';

/** The headline figures: visibility, sentiment, share of voice, rank and position. */
export function ReportSummary({
  results,
  companyName,
}: {
  results: ReportSummary_ResultsFragment;
  companyName: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      <StatCard
        label="Visibility"
        value={formatPercent(results.visibility)}
        help={`${results.visibleAnswers} of ${results.answers} answers mention ${companyName}${
          results.failed ? ` (${results.failed} failed captures not counted)` : ''
        }`}
      />
      <StatCard
        label="Sentiment"
        value={formatSentiment(results.sentiment)}
        help="0–100, in the sentences that name the company; most brands score 65–85"
      />
      <StatCard
        label="Share of voice"
        value={formatPercent(results.shareOfVoice)}
        help="The company's mentions ÷ all tracked brands' mentions"
      />
      <StatCard
        label="Competitor rank"
        value={`#${results.companyRank}`}
        help={
          results.averagePosition === null
            ? 'Not named in any answer'
            : `Average position when named: ${results.averagePosition.toFixed(1)}`
        }
      />
    </SimpleGrid>
  );
}
