import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
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
import { MIN_ANSWERS_TO_RATE_POTENTIAL } from '../../../../graphql/shared/gap-potential';
import { FilterLink } from '../filter/FilterLink';

type GapSourceFragment = AnswerGapsList_GapsFragment['sources'][number];

/**
 * An opportunity the answers show: a prompt answered with competitors and not the brand, or a source that
 * cites competitors only, with what to do about it as the server advises for its kind of site (only a
 * publication is pitched).
 */
export type RadarItem =
  | { kind: 'Gap'; id: string; gap: AnswerGapsList_GapsFragment; share: number }
  | {
      kind: 'Source';
      id: string;
      gap: AnswerGapsList_GapsFragment;
      domain: string;
      answers: number;
      outreach: GapSourceFragment['outreach'];
    };

/** Sources listed beside the gaps, at most. */
const SOURCES_LISTED = 2;

/**
 * The radar's items from the answer gaps (the Competitors page's computation): each gap, largest first,
 * then the sources that only competitor-naming answers cite (never the brand's own pages), most cited
 * first, one per domain.
 */
export function radarItems(gaps: readonly AnswerGapsList_GapsFragment[]): RadarItem[] {
  const items: RadarItem[] = gaps.map((gap) => ({
    kind: 'Gap',
    id: `gap:${gap.promptId}`,
    gap,
    share: gap.totalAnswers > 0 ? gap.answers / gap.totalAnswers : 0,
  }));
  const sources = new Map<string, RadarItem & { kind: 'Source' }>();
  for (const gap of gaps)
    for (const source of gap.sources) {
      const known = sources.get(source.domain);
      if (source.competitorOnly && (!known || known.answers < source.answers))
        sources.set(source.domain, {
          kind: 'Source',
          id: `source:${source.domain}`,
          gap,
          domain: source.domain,
          answers: source.answers,
          outreach: source.outreach,
        });
    }
  const ranked = [...sources.values()].sort(
    (a, b) => b.answers - a.answers || a.domain.localeCompare(b.domain),
  );
  return [...items, ...ranked.slice(0, SOURCES_LISTED)];
}

/**
 * Where two of the next steps start, from the same gaps: the largest gap's question for the comparison
 * article, the most cited competitors-only publication for the pitch (an encyclopedia, a forum or a review
 * site is not pitched). Null where the answers show none.
 */
export function stepFocus(gaps: readonly AnswerGapsList_GapsFragment[]) {
  const gap = radarItems(gaps).find((item) => item.kind === 'Gap');
  const pitch = gaps
    .flatMap((g) => g.sources)
    .filter((source) => source.competitorOnly && source.outreach.kind === 'PITCH')
    .sort((a, b) => b.answers - a.answers || a.domain.localeCompare(b.domain))[0];
  return {
    'publish-comparison': gap
      ? `Start with “${gap.gap.question}”: ${formatCount(gap.gap.answers)} of ${countOf(gap.gap.totalAnswers, 'answer')} name competitors and not you.`
      : null,
    'pitch-media': pitch
      ? `Start with ${pitch.domain}: cited by ${countOf(pitch.answers, 'answer')} that name competitors, none that name you.`
      : null,
  } as Record<string, string | null>;
}

const BADGES = {
  Gap: { label: 'Gap', palette: 'orange' },
  PR: { label: 'PR', palette: 'purple' },
  Source: { label: 'Source', palette: 'blue' },
} as const;

const badgeOf = (item: RadarItem) =>
  BADGES[item.kind === 'Source' && item.outreach.kind === 'PITCH' ? 'PR' : item.kind];

/** The potential badge's words: rated from the share, or the minimum of answers a rating needs. */
function potentialWords(gap: AnswerGapsList_GapsFragment, share: number, brand: string) {
  const of = `${formatPercent(share * 100)} of answers`;
  const title = `${formatPercent(share * 100)} of this prompt's answers name a competitor and not ${brand}`;
  if (gap.potential === 'TOO_FEW_ANSWERS')
    return {
      text: `Not rated · needs at least ${MIN_ANSWERS_TO_RATE_POTENTIAL} answers`,
      palette: 'gray',
      title: `${formatCount(gap.answers)} of ${countOf(gap.totalAnswers, 'answer')}: a potential is rated once the prompt has at least ${MIN_ANSWERS_TO_RATE_POTENTIAL} answers in the period`,
    };
  return gap.potential === 'HIGH'
    ? { text: `High potential · ${of}`, palette: 'green', title }
    : { text: `Medium potential · ${of}`, palette: 'yellow', title };
}

/** Where an item's button goes: the comparison for a gap, the e-mail for a pitch, the site for the rest. */
function ItemAction({ item }: { item: RadarItem }) {
  if (item.kind === 'Gap')
    return (
      <Button asChild size="sm" colorPalette="teal">
        <FilterLink
          to={comparisonLink({
            promptId: item.gap.promptId,
            question: item.gap.question,
            competitors: item.gap.competitors.map((competitor) => competitor.name),
          })}
        >
          Create Content
        </FilterLink>
      </Button>
    );
  if (item.outreach.kind === 'PITCH')
    return (
      <Button asChild size="sm" colorPalette="teal">
        <FilterLink to={outreachLink(item.domain)}>Create PR Pitch</FilterLink>
      </Button>
    );
  return (
    <Button asChild size="sm" colorPalette="teal" variant="outline">
      <Link href={`https://${item.domain}/`} target="_blank" rel="noopener noreferrer">
        Open {item.domain}
      </Link>
    </Button>
  );
}

function Detail({ item, brand }: { item: RadarItem; brand: string }) {
  const { gap } = item;
  if (item.kind === 'Source') {
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
        to this question that name a competitor, and by none that name {brand}. {item.outreach.advice}
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
            const badge = badgeOf(item);
            const isOpen = open === item.id;
            const potential = item.kind === 'Gap' ? potentialWords(item.gap, item.share, brand) : null;
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
                      {potential ? (
                        <Badge colorPalette={potential.palette} variant="subtle" title={potential.title}>
                          {potential.text}
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
                      {item.kind === 'Source' ? item.outreach.action : item.gap.question}
                    </Text>
                  </Flex>
                  <Text as="span" color="fg.muted" aria-hidden>
                    {isOpen ? '▾' : '▸'}
                  </Text>
                </Button>
                {isOpen && (
                  <Box px="3" pb="3">
                    {item.kind === 'Source' && (
                      <Text textStyle="sm" mb="1">
                        For “{item.gap.question}”
                      </Text>
                    )}
                    <Detail item={item} brand={brand} />
                    <ItemAction item={item} />
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
