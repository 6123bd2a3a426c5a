import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnswerGapsList_GapsFragment } from '../../__generated__/graphql';
import type { useOpportunityRadarQuery } from '../../__generated__/hooks';
import { PanelEmpty } from '../../components/Panel';
import { countOf, formatCount, formatPercent } from '../../lib/format';
import { FigureButton } from '../answers/FigureButton';
import { gapRequest } from '../competitors/AnswerGapsList';
import { usePageFilter } from '../filter/pageFilter';
import { SectionCard } from './parts';
import { comparisonLink, outreachLink } from './prefill';
import { toggleOne } from './rules';

/** An opportunity the answers show: a prompt answered with competitors and not the brand, or a source to pitch. */
export type RadarItem =
  | { kind: 'Gap'; id: string; gap: AnswerGapsList_GapsFragment; share: number }
  | { kind: 'PR'; id: string; gap: AnswerGapsList_GapsFragment; domain: string; answers: number };

/** A gap where at least half the prompt's answers name a competitor and not the brand is a high potential. */
export const HIGH_POTENTIAL_SHARE = 0.5;
/** Sources to pitch listed beside the gaps, at most. */
const PITCHES = 2;

/**
 * The radar's items from the answer gaps (the Competitors page's computation): each gap, largest first,
 * then the sources that only competitor-naming answers cite, most cited first, one per domain.
 */
export function radarItems(gaps: readonly AnswerGapsList_GapsFragment[]): RadarItem[] {
  const items: RadarItem[] = gaps.map((gap) => ({
    kind: 'Gap',
    id: `gap:${gap.promptId}`,
    gap,
    share: gap.totalAnswers > 0 ? gap.answers / gap.totalAnswers : 0,
  }));
  const pitches = new Map<string, RadarItem & { kind: 'PR' }>();
  for (const gap of gaps)
    for (const source of gap.sources) {
      const known = pitches.get(source.domain);
      if (source.competitorOnly && (!known || known.answers < source.answers))
        pitches.set(source.domain, {
          kind: 'PR',
          id: `pr:${source.domain}`,
          gap,
          domain: source.domain,
          answers: source.answers,
        });
    }
  const ranked = [...pitches.values()].sort(
    (a, b) => b.answers - a.answers || a.domain.localeCompare(b.domain),
  );
  return [...items, ...ranked.slice(0, PITCHES)];
}

/**
 * Where two of the next steps start, from the same gaps: the largest gap's question for the comparison
 * article, the most cited competitors-only source for the pitch. Null where the answers show none.
 */
export function stepFocus(gaps: readonly AnswerGapsList_GapsFragment[]) {
  const items = radarItems(gaps);
  const gap = items.find((item) => item.kind === 'Gap');
  const pitch = items.find((item) => item.kind === 'PR');
  return {
    'publish-comparison': gap
      ? `Start with “${gap.gap.question}”: ${formatCount(gap.gap.answers)} of ${countOf(gap.gap.totalAnswers, 'answer')} name competitors and not you.`
      : null,
    'pitch-media':
      pitch && pitch.kind === 'PR'
        ? `Start with ${pitch.domain}: cited by ${countOf(pitch.answers, 'answer')} that name competitors, none that name you.`
        : null,
  } as Record<string, string | null>;
}

const BADGES = {
  Gap: { label: 'Gap', palette: 'orange', action: 'Create Content' },
  PR: { label: 'PR', palette: 'purple', action: 'Create PR Pitch' },
} as const;

function Detail({ item, brand }: { item: RadarItem; brand: string }) {
  const { gap } = item;
  if (item.kind === 'PR') {
    return (
      <Text textStyle="sm" color="fg.muted" mb="3">
        {item.domain} is cited by{' '}
        <FigureButton
          label={`${countOf(item.answers, 'answer')} cited ${item.domain}: show them`}
          request={gapRequest(
            gap,
            `${gap.question} · ${item.domain}`,
            { visible: false, namesCompetitor: true, sourceDomain: item.domain },
            `a competitor and not ${brand}, citing ${item.domain}`,
          )}
        >
          {countOf(item.answers, 'answer')}
        </FigureButton>{' '}
        to this question that name a competitor, and by none that name {brand}.
      </Text>
    );
  }
  const named = gap.competitors.map((competitor) => competitor.name);
  return (
    <Text textStyle="sm" color="fg.muted" mb="3">
      <FigureButton
        label={`${formatCount(gap.answers)} of ${countOf(gap.totalAnswers, 'answer')} named a competitor and not ${brand}: show them`}
        request={gapRequest(
          gap,
          gap.question,
          { visible: false, namesCompetitor: true },
          `a competitor and not ${brand}`,
        )}
      >
        {`${formatCount(gap.answers)} of ${countOf(gap.totalAnswers, 'answer')}`}
      </FigureButton>{' '}
      named {named.slice(0, 3).join(', ')}
      {named.length > 3 ? ` and ${named.length - 3} more` : ''} and not {brand}.
    </Text>
  );
}

/**
 * The Opportunity Radar: the account's real answer gaps under the page filter, each opening the answers
 * behind it, and the sources that cite competitors only. It promises no effect: it shows where answers
 * leave room, measured.
 */
export function OpportunityRadar({
  radar: { data, loading, error },
}: {
  /** The Action Center's read of the gaps, which its next steps use too. */
  radar: ReturnType<typeof useOpportunityRadarQuery>;
}) {
  const { filter } = usePageFilter();
  const [open, setOpen] = useState<string | null>(null);
  const brand = data?.viewer.brand?.name ?? 'your brand';
  const gaps = data?.competitive.gaps ?? [];
  const items = radarItems(gaps);
  const total = data?.competitive.gapCount ?? 0;
  return (
    <SectionCard
      title="Opportunity Radar"
      description={
        data
          ? `Questions where AI answers name competitors and not ${brand}: ${total > gaps.length ? `the ${gaps.length} largest of ${formatCount(total)}` : countOf(total, 'prompt')}, ${filter.prose}`
          : 'Questions where AI answers leave room for you'
      }
    >
      {loading && !data ? (
        <PanelEmpty>Loading...</PanelEmpty>
      ) : error && !data ? (
        <PanelEmpty>Could not load the answer gaps. Please try again.</PanelEmpty>
      ) : items.length === 0 ? (
        <PanelEmpty>{`No gaps ${filter.prose}: wherever a competitor is named, ${brand} is too.`}</PanelEmpty>
      ) : (
        <Stack gap="2" aria-label="Opportunities">
          {items.map((item) => {
            const badge = BADGES[item.kind];
            const isOpen = open === item.id;
            const high = item.kind === 'Gap' && item.share >= HIGH_POTENTIAL_SHARE;
            return (
              <Box key={item.id} borderWidth="1px" rounded="lg" overflow="hidden">
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="3"
                  px="3"
                  justifyContent="flex-start"
                  textAlign="left"
                  whiteSpace="normal"
                  aria-expanded={isOpen}
                  onClick={() => setOpen((current) => toggleOne(current, item.id))}
                >
                  <Flex direction="column" gap="1.5" flex="1" minW="0">
                    <Flex gap="2" wrap="wrap" align="center">
                      <Badge colorPalette={badge.palette}>{badge.label}</Badge>
                      {item.kind === 'Gap' ? (
                        <Badge
                          colorPalette={high ? 'green' : 'yellow'}
                          variant="subtle"
                          title={`${formatPercent(item.share * 100)} of this prompt's answers name a competitor and not ${brand}`}
                        >
                          {high ? 'High' : 'Medium'} potential · {formatPercent(item.share * 100)} of answers
                        </Badge>
                      ) : (
                        <Badge colorPalette="purple" variant="subtle">
                          Cites competitors only
                        </Badge>
                      )}
                      <Text as="span" textStyle="xs" color="fg.muted">
                        {item.gap.topicName}
                      </Text>
                    </Flex>
                    <Text fontWeight="medium" textStyle="sm">
                      {item.kind === 'PR' ? `Pitch ${item.domain}` : item.gap.question}
                    </Text>
                  </Flex>
                  <Text as="span" color="fg.muted" aria-hidden>
                    {isOpen ? '▾' : '▸'}
                  </Text>
                </Button>
                {isOpen && (
                  <Box px="3" pb="3">
                    {item.kind === 'PR' && (
                      <Text textStyle="sm" mb="1">
                        For “{item.gap.question}”
                      </Text>
                    )}
                    <Detail item={item} brand={brand} />
                    <Button asChild size="sm" colorPalette="teal">
                      <RouterLink
                        to={
                          item.kind === 'PR'
                            ? outreachLink(item.domain)
                            : comparisonLink({
                                question: item.gap.question,
                                competitors: item.gap.competitors.map((competitor) => competitor.name),
                              })
                        }
                      >
                        {badge.action}
                      </RouterLink>
                    </Button>
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
