import { Badge, Box, Button, Flex, Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import type { AnswerGapsList_GapsFragment, AnswersFilter } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel, PanelEmpty } from '../../components/Panel';
import type { CsvColumn } from '../../lib/csv';
import { formatCount, countOf } from '../../lib/format';
import { comparisonLink, outreachLink } from '../action/prefill';
import type { AnswersRequest } from '../answers/answersRequest';
import { FigureButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';
import { FilterLink } from '../filter/FilterLink';

type RankedGap = AnswerGapsList_GapsFragment & { rank: number };

const CSV_COLUMNS: CsvColumn<RankedGap>[] = [
  { header: 'rank', value: (gap) => gap.rank },
  { header: 'topic', value: (gap) => gap.topicName },
  { header: 'prompt', value: (gap) => gap.question },
  { header: 'gap_answers', value: (gap) => gap.answers },
  { header: 'total_answers', value: (gap) => gap.totalAnswers },
  { header: 'competitors_named', value: (gap) => gap.competitors.map((c) => c.name).join('; ') },
  { header: 'cited_domains', value: (gap) => gap.sources.map((s) => s.domain).join('; ') },
];

/** The answers of one prompt that a gap's figure counts (its kind is the page's, so none is added). */
export const gapRequest = (
  gap: AnswerGapsList_GapsFragment,
  title: string,
  filter: AnswersFilter,
  subject: string,
): AnswersRequest => ({
  title: `Answer gap · ${title}`,
  filter: { promptId: gap.promptId, ...filter },
  period: 'over all time',
  measure: { kind: 'named', subject },
});

function Gap({ gap, brand, rank }: { gap: AnswerGapsList_GapsFragment; brand: string; rank: number }) {
  const named = gap.competitors.map((c) => c.name);
  const gapAnswers = { visible: false, namesCompetitor: true };
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} listStyleType="none">
      <Stack gap="3">
        {/* On a phone the question takes the card's width and the tool's link goes under it. */}
        <Flex gap="3" justify="space-between" align="flex-start" direction={{ base: 'column', md: 'row' }}>
          <Box minW="0" flex="1">
            <Text textStyle="xs" color="fg.muted">
              #{rank} · {gap.topicName}
            </Text>
            <Heading as="h3" textStyle="md" fontWeight="semibold">
              {gap.question}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              <FigureButton
                label={`${formatCount(gap.answers)} of ${countOf(gap.totalAnswers, 'answer')} named a competitor and not ${brand}: show them`}
                request={gapRequest(gap, gap.question, gapAnswers, `a competitor and not ${brand}`)}
              >
                {`${formatCount(gap.answers)} of ${countOf(gap.totalAnswers, 'answer')}`}
              </FigureButton>{' '}
              named a competitor and not {brand}
            </Text>
          </Box>
          <Button asChild size="xs" variant="outline" colorPalette="teal">
            <FilterLink
              to={comparisonLink({ promptId: gap.promptId, question: gap.question, competitors: named })}
            >
              Compare content
            </FilterLink>
          </Button>
        </Flex>
        <Box>
          <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="1">
            Named instead of {brand}
          </Text>
          <Wrap as="ul" gap="2" p="0" m="0" listStyleType="none" aria-label="Competitors named">
            {gap.competitors.map((competitor) => (
              <Badge as="li" key={competitor.competitorId} variant="outline" size="md" gap="1.5">
                {competitor.name}
                <FigureButton
                  label={`${countOf(competitor.answers, 'answer')} named ${competitor.name} and not ${brand}: show them`}
                  request={gapRequest(
                    gap,
                    `${gap.question} · ${competitor.name}`,
                    { competitorId: competitor.competitorId, visible: false },
                    `${competitor.name} and not ${brand}`,
                  )}
                >
                  {formatCount(competitor.answers)}
                </FigureButton>
              </Badge>
            ))}
          </Wrap>
        </Box>
        {gap.sources.length > 0 && (
          <Box>
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" mb="1">
              Sources these answers cite
            </Text>
            <Wrap as="ul" gap="2" p="0" m="0" listStyleType="none" aria-label="Cited sources">
              {gap.sources.map((source) => (
                <Flex
                  as="li"
                  key={source.domain}
                  gap="1.5"
                  align="center"
                  wrap="wrap"
                  textStyle="sm"
                  borderWidth="1px"
                  borderColor={source.competitorOnly ? 'orange.emphasized' : 'border'}
                  rounded="md"
                  px="2"
                  py="0.5"
                  title={
                    source.brandPage
                      ? source.outreach.advice
                      : source.competitorOnly
                        ? `No answer naming ${brand} cites ${source.domain} for this prompt`
                        : `Also cited by ${countOf(source.brandAnswers, 'answer')} naming ${brand}`
                  }
                >
                  <Text as="span">{source.domain}</Text>
                  <FigureButton
                    label={`${countOf(source.answers, 'answer')} cited ${source.domain}: show them`}
                    request={gapRequest(
                      gap,
                      `${gap.question} · ${source.domain}`,
                      { ...gapAnswers, sourceDomain: source.domain },
                      `a competitor and not ${brand}, citing ${source.domain}`,
                    )}
                  >
                    {formatCount(source.answers)}
                  </FigureButton>
                  {source.brandPage && (
                    <Badge size="sm" colorPalette="teal" variant="subtle">
                      Your page
                    </Badge>
                  )}
                  {source.competitorOnly && (
                    <>
                      <Badge size="sm" colorPalette="orange" variant="subtle">
                        Cites competitors only
                      </Badge>
                      {source.outreach.kind === 'PITCH' ? (
                        <Link asChild textStyle="sm" color="teal.fg" fontWeight="medium">
                          <FilterLink
                            to={outreachLink(source.domain)}
                            aria-label={`Start outreach to ${source.domain}`}
                          >
                            Start outreach
                          </FilterLink>
                        </Link>
                      ) : (
                        <Text as="span" textStyle="sm" color="fg.muted" title={source.outreach.advice}>
                          {source.outreach.action}
                        </Text>
                      )}
                    </>
                  )}
                </Flex>
              ))}
            </Wrap>
          </Box>
        )}
      </Stack>
    </Box>
  );
}

/**
 * The answer gaps: prompts whose answers name competitors and not the brand, those naming the most
 * competitors first, then those with the most such answers. Each opens its answers, lists the competitors
 * and the sources those answers cite, and links to the Action Center tool that works on it.
 */
export function AnswerGapsList({
  gaps,
  total,
  brand,
}: {
  gaps: readonly AnswerGapsList_GapsFragment[];
  total: number;
  brand: string;
}) {
  const { filter } = usePageFilter();
  return (
    <Panel
      title={<span id="answer-gaps">Answer gaps</span>}
      extra={
        gaps.length > 0 && (
          <DownloadCsvButton
            table="Answer gaps"
            filter={describePageFilter(filter)}
            columns={CSV_COLUMNS}
            rows={gaps.map((gap, index) => ({ ...gap, rank: index + 1 }))}
          />
        )
      }
      description={
        total > gaps.length
          ? `The ${gaps.length} largest of ${formatCount(total)} prompts where competitors are named and ${brand} is not`
          : `Prompts where competitors are named and ${brand} is not`
      }
    >
      {gaps.length === 0 ? (
        <PanelEmpty>{`No gaps: wherever a competitor is named, ${brand} is too.`}</PanelEmpty>
      ) : (
        <Stack as="ol" gap="3" p="0" m="0" aria-label="Answer gaps">
          {gaps.map((gap, index) => (
            <Gap key={gap.promptId} gap={gap} brand={brand} rank={index + 1} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}
