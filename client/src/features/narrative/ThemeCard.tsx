import { Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ThemeCard_ThemeFragment } from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';
import { countOf, formatCount, formatDay, formatHost, formatLift, formatPath } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { outreachLink } from '../action/prefill';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import type { AnswersRequest } from '../answers/answersRequest';
import { FigureButton } from '../answers/FigureButton';
import { KpiChangeNote } from '../overview/KpiChange';
import { NetSentimentValue } from './NetSentimentValue';
import { PolarityBadge, QuoteFacts, QuoteText } from './Quote';
import { ThemeTrend } from './ThemeTrend';
import { FilterLink } from '../filter/FilterLink';

type Theme = ThemeCard_ThemeFragment;
type Source = Theme['sources'][number];
type ThemeQuote = Theme['quotes'][number];

/** A cited page as the list names it: its host and path ("reviews.example/pricing"). */
const pageName = (source: Source) => `${formatHost(source.url)}${formatPath(source.url)}`;

/** The pages a theme lists at first, highest lift first; the others on request. */
const SOURCES_SHOWN = 3;

/** The theme's answers: those holding a statement about the brand on its aspect (the count is `answers`). */
const themeRequest = (theme: Theme, brand: string, period: string): AnswersRequest => ({
  title: `What AI says · ${theme.label}`,
  filter: { statementAspect: theme.aspect, status: 'OK' },
  period,
  measure: { kind: 'spoke', subject: `${brand}’s ${theme.label.toLowerCase()}` },
});

/** The answers behind a page's lift: those speaking negatively of the brand on the aspect and citing it. */
const sourceRequest = (theme: Theme, source: Source, brand: string, period: string): AnswersRequest => ({
  title: `What AI says · ${theme.label} · ${source.domain}`,
  filter: {
    statementAspect: theme.aspect,
    statementPolarity: 'NEGATIVE',
    sourceUrl: source.url,
    status: 'OK',
  },
  period,
  measure: {
    kind: 'spoke',
    subject: `${brand}’s ${theme.label.toLowerCase()} negatively, citing ${pageName(source)}`,
  },
  page: { url: source.url, name: pageName(source) },
});

/** Where a quote was said: "ChatGPT, Nov 5, 2026". */
const saidWhere = (quote: ThemeQuote) => `${platformName(quote.platform)}, ${formatDay(quote.day)}`;

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" textStyle="sm" fontWeight="semibold" mb="2">
      {children}
    </Heading>
  );
}

/** Positive, neutral and negative statements as one bar, each part's count in words under it. */
export function PolaritySplit({ split }: { split: Pick<Theme, 'positive' | 'neutral' | 'negative'> }) {
  const parts = [
    { label: 'positive', count: split.positive, color: 'green.solid' },
    { label: 'neutral', count: split.neutral, color: 'gray.emphasized' },
    { label: 'negative', count: split.negative, color: 'red.solid' },
  ];
  return (
    <Stack gap="1.5" flex="1" minW="48">
      {/* The words below say every figure; the bar only shows their shares. */}
      <Flex h="2.5" rounded="full" overflow="hidden" bg="bg.muted" aria-hidden="true">
        {parts.map((part) => part.count > 0 && <Box key={part.label} bg={part.color} flex={part.count} />)}
      </Flex>
      <Flex gap="3" wrap="wrap" textStyle="xs" color="fg.muted">
        {parts.map((part) => (
          <Flex key={part.label} as="span" align="center" gap="1">
            <Box as="span" boxSize="2" rounded="full" bg={part.color} aria-hidden="true" />
            {formatCount(part.count)} {part.label}
          </Flex>
        ))}
      </Flex>
    </Stack>
  );
}

/**
 * Where the brand stands among the competitors on the aspect: a competitor counts as above or below only
 * where the two 95 % intervals do not overlap (a smaller gap may be chance).
 */
function standing(theme: Theme, brand: string): string {
  const { low, high } = theme.netSentiment;
  const total = theme.competitors.length;
  const above = theme.competitors.filter(
    (c) => high !== null && c.netSentiment.low !== null && c.netSentiment.low > high,
  );
  const below = theme.competitors.filter(
    (c) => low !== null && c.netSentiment.high !== null && c.netSentiment.high < low,
  );
  if (above.length === 0 && below.length === 0)
    return `No competitor is clearly above or below ${brand} here: the 95 % intervals overlap.`;
  const parts = [
    above.length > 0 ? `${above.length} of ${countOf(total, 'competitor')} clearly above ${brand}` : null,
    below.length > 0 ? `${below.length} of ${total} clearly below` : null,
  ].filter((part) => part !== null);
  return `${parts.join(', ')} (95 % intervals apart).`;
}

/** The brand's figures on the aspect beside each tracked competitor's. */
function BrandBesideCompetitors({
  theme,
  brand,
  periodProse,
}: {
  theme: Theme;
  brand: string;
  periodProse: string;
}) {
  const rows = [
    { key: 'brand', name: `${brand} (you)`, statements: theme.statements, netSentiment: theme.netSentiment },
    ...theme.competitors.map((c) => ({ key: c.competitorId, ...c })),
  ];
  return (
    <Box>
      <SubHeading>Beside your competitors</SubHeading>
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        {/* Three columns fit a phone when the headers and names may wrap. */}
        <Table.Root size="sm" whiteSpace="normal" aria-label={`${theme.label}: ${brand} and competitors`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Brand</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Statements</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Net sentiment</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.key} fontWeight={row.key === 'brand' ? 'semibold' : undefined}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(row.statements)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <NetSentimentValue figure={row.netSentiment} inTable />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text textStyle="xs" color="fg.muted" mt="2">
        {theme.competitors.length === 0
          ? `No tracked competitor has statements on ${theme.label.toLowerCase()} ${periodProse}.`
          : standing(theme, brand)}
      </Text>
    </Box>
  );
}

function Quotes({ theme, brand }: { theme: Theme; brand: string }) {
  const openAnswers = useOpenAnswers();
  const competitors = theme.competitors.map((c) => c.name);
  return (
    <Box>
      <SubHeading>Newest quotes, negative first</SubHeading>
      <Stack as="ul" gap="3" p="0" m="0" listStyleType="none" aria-label={`Quotes on ${theme.label}`}>
        {theme.quotes.map((quote) => (
          <Stack as="li" key={quote.statementId} gap="1" borderStartWidth="3px" ps="3">
            <QuoteText text={quote.text} brand={brand} competitors={competitors} />
            <QuoteFacts platform={quote.platform} day={quote.day}>
              <PolarityBadge polarity={quote.polarity} />
              {openAnswers && (
                <Button
                  variant="plain"
                  size="xs"
                  px="0"
                  h="auto"
                  color="teal.fg"
                  // The visible words start the name, as speech input users say them (WCAG 2.5.3).
                  aria-label={`Show answer: the one this quote is from (${saidWhere(quote)})`}
                  onClick={() =>
                    openAnswers({
                      title: `What AI says · ${theme.label} · ${saidWhere(quote)}`,
                      answerId: quote.answerId,
                    })
                  }
                >
                  Show answer
                </Button>
              )}
            </QuoteFacts>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

/** The pages cited more often by the answers speaking negatively of the brand here than by all answers. */
function NegativeSources({
  theme,
  brand,
  periodProse,
}: {
  theme: Theme;
  brand: string;
  periodProse: string;
}) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? theme.sources : theme.sources.slice(0, SOURCES_SHOWN);
  return (
    <Box>
      <SubHeading>Pages behind negative statements</SubHeading>
      <Text textStyle="xs" color="fg.muted" mb="2">
        {`Cited more often by the answers speaking negatively of ${brand}’s ${theme.label.toLowerCase()} than by answers as a whole (lift)`}
      </Text>
      <Stack
        as="ul"
        gap="2"
        p="0"
        m="0"
        listStyleType="none"
        aria-label={`Pages behind negative statements on ${theme.label}`}
      >
        {shown.map((source) => (
          <Flex
            as="li"
            key={source.url}
            gap="2"
            align="center"
            wrap="wrap"
            borderWidth="1px"
            rounded="md"
            px="3"
            py="2"
            textStyle="sm"
          >
            <Box flex="1" minW="40">
              <Link href={source.url} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                {pageName(source)}
              </Link>
              <Text textStyle="xs" color="fg.muted">
                <FigureButton
                  label={`${countOf(source.answers, 'answer')} speaking negatively cite ${pageName(source)}: show them`}
                  request={sourceRequest(theme, source, brand, periodProse)}
                >
                  {countOf(source.answers, 'answer')}
                </FigureButton>
                {` · lift ${formatLift(source.lift)}`}
              </Text>
            </Box>
            <Button asChild size="xs" variant="outline" colorPalette="teal">
              <FilterLink to={outreachLink(source.domain)} aria-label={`Add to outreach: ${source.domain}`}>
                Add to outreach
              </FilterLink>
            </Button>
          </Flex>
        ))}
      </Stack>
      {theme.sources.length > SOURCES_SHOWN && (
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="teal.fg"
          aria-expanded={showAll}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? 'Show fewer' : `Show all ${theme.sources.length} pages`}
        </Button>
      )}
    </Box>
  );
}

/**
 * One theme: what answers in the page's period say about the brand on one aspect — how many statements,
 * their polarity, net sentiment with its interval and change, its days, the competitors on the same
 * aspect, the newest quotes and the pages behind the negative ones — with its answers a click away.
 */
export function ThemeCard({
  theme,
  brand,
  periodProse,
  periodDays,
}: {
  theme: Theme;
  brand: string;
  /** "in the last 30 days": the page filter's period in words. */
  periodProse: string;
  /** Days of the period (null: all time, no change). */
  periodDays: number | null;
}) {
  const openAnswers = useOpenAnswers();
  return (
    <Box as="article" aria-label={theme.label}>
      <Panel
        title={theme.label}
        description={`${countOf(theme.statements, 'statement')} about ${brand} in ${countOf(theme.answers, 'answer')}`}
        extraAtTop
        extra={
          <Box textAlign={{ base: 'start', sm: 'end' }}>
            <Text textStyle="xs" color="fg.muted">
              Net sentiment
            </Text>
            <Text textStyle="2xl" fontWeight="bold" lineHeight="short">
              <NetSentimentValue figure={theme.netSentiment} />
            </Text>
            <Text textStyle="xs" color="fg.muted">
              <KpiChangeNote change={{ change: theme.change }} days={periodDays} unit=" pts" />
            </Text>
          </Box>
        }
      >
        <Stack gap="5">
          <Flex gap="4" align="center" wrap="wrap">
            <PolaritySplit split={theme} />
            {openAnswers && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => openAnswers(themeRequest(theme, brand, periodProse))}
              >
                View {countOf(theme.answers, 'answer')}
              </Button>
            )}
          </Flex>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <Stack gap="5" minW="0">
              <Box>
                <SubHeading>Net sentiment by day</SubHeading>
                <ThemeTrend
                  days={theme.trend}
                  label={`Net sentiment on ${theme.label.toLowerCase()} by day`}
                />
              </Box>
              <BrandBesideCompetitors theme={theme} brand={brand} periodProse={periodProse} />
            </Stack>
            <Stack gap="5" minW="0">
              <Quotes theme={theme} brand={brand} />
              {/* A theme has sources only where enough of its answers speak negatively. */}
              {theme.sources.length > 0 && (
                <NegativeSources theme={theme} brand={brand} periodProse={periodProse} />
              )}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Panel>
    </Box>
  );
}
