import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReportSummary_ResultsFragment } from '../../__generated__/graphql';
import { StatCard } from '../../components/StatCard';
import { formatPercent, formatSentiment, pluralize } from '../../lib/format';
import {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
} from '../../../../graphql/shared/sentiment-label';
import { leftOutOf } from './leftOut';

type KindFigures = ReportSummary_ResultsFragment;

const answersNaming = (figures: KindFigures, companyName: string) => {
  const leftOut = leftOutOf(figures);
  return `${figures.visibleAnswers} of ${pluralize(figures.answers, 'answer')} mention ${companyName}${
    leftOut ? ` (not counted: ${leftOut})` : ''
  }`;
};

/**
 * The headline figures (visibility, sentiment, share of voice, rank and position) from the questions that
 * do not name the company, with the branded questions' visibility apart: an answer to a question that
 * names a company names it, so counting those in the headline would flatter it. When every question named
 * the company, the headline says it comes from branded questions.
 */
export function ReportSummary({
  headline,
  headlineKind,
  branded,
  companyName,
}: {
  headline: KindFigures;
  headlineKind: 'unbranded' | 'branded';
  /** The branded questions' figures, shown apart; null when the headline is already theirs. */
  branded: KindFigures | null;
  companyName: string;
}) {
  const questions = pluralize(headline.prompts, 'question');
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted">
        {headlineKind === 'unbranded'
          ? `These figures count the ${questions} that do not name ${companyName}, the questions a buyer asks, where a mention is earned.`
          : `Every question named ${companyName}, so these figures come from branded questions; an answer to a question that names a company names it.`}
      </Text>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        <StatCard
          label="Visibility"
          value={formatPercent(headline.visibility)}
          help={answersNaming(headline, companyName)}
        />
        <StatCard
          label="Sentiment"
          value={formatSentiment(headline.sentiment)}
          help={`0–100 (negative below ${SENTIMENT_NEGATIVE_BELOW}, positive from ${SENTIMENT_POSITIVE_FROM}), read in the sentences that name the company`}
        />
        <StatCard
          label="Share of voice"
          value={formatPercent(headline.shareOfVoice)}
          help="The company's mentions ÷ all tracked brands' mentions"
        />
        <StatCard
          label="Competitor rank"
          value={`#${headline.companyRank}`}
          help={
            headline.averagePosition === null
              ? 'Not named in any answer'
              : `Average position when named: ${headline.averagePosition.toFixed(1)}`
          }
        />
      </SimpleGrid>
      {branded && branded.prompts > 0 && (
        <Box
          role="group"
          aria-label="Branded questions"
          borderWidth="1px"
          rounded="lg"
          px="4"
          py="3"
          bg="bg.panel"
          textStyle="sm"
        >
          <Text fontWeight="semibold">
            {`Branded questions, kept apart: ${formatPercent(branded.visibility)} visibility`}
          </Text>
          <Text color="fg.muted">
            {`${answersNaming(branded, companyName)}, from ${pluralize(branded.prompts, 'question')} that name it. An answer to a question that names a company names it, so these are not in the figures above.`}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
