import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useContentScoresQuery } from '../../__generated__/hooks';
import { FUND_COMPETITOR_ARTICLES, FUND_OWN_ARTICLES } from './data/fund';
import { COMPETITOR_ARTICLES, OWN_ARTICLES, type ComparisonArticle } from './data/general';
import { ScoreBar, SectionCard, ToolHeader } from './parts';
import { readGapFocus, type GapFocus } from './prefill';
import { barValue, clampIndex, delta, type ScoreKey } from './rules';

const BARS: { key: ScoreKey; label: string }[] = [
  { key: 'authoritativeness', label: 'Authoritativeness' },
  { key: 'citations', label: 'Citations' },
  { key: 'statistics', label: 'Statistics' },
  { key: 'technical_terms', label: 'Technical Terms' },
  { key: 'fluency', label: 'Fluency' },
];

const DELTA_MARK = { up: '▲', down: '▼', equal: '≈' } as const;
const DELTA_COLOR = { up: 'green.fg', down: 'red.fg', equal: 'fg.muted' } as const;
const DELTA_LABEL = { up: 'better', down: 'worse', equal: 'about equal' } as const;

function Pager({
  label,
  index,
  count,
  onChange,
}: {
  label: string;
  index: number;
  count: number;
  onChange: (i: number) => void;
}) {
  return (
    <HStack gap="2">
      <Button
        size="xs"
        variant="outline"
        aria-label={`Previous ${label}`}
        disabled={index === 0}
        onClick={() => onChange(clampIndex(index - 1, count))}
      >
        ‹
      </Button>
      <Text textStyle="sm" fontVariantNumeric="tabular-nums" aria-live="polite">
        {index + 1} of {count}
      </Text>
      <Button
        size="xs"
        variant="outline"
        aria-label={`Next ${label}`}
        disabled={index === count - 1}
        onClick={() => onChange(clampIndex(index + 1, count))}
      >
        ›
      </Button>
    </HStack>
  );
}

function ArticleCard({
  heading,
  article,
  pager,
  against,
}: {
  heading: string;
  article: ComparisonArticle;
  pager: React.ReactNode;
  against?: ComparisonArticle;
}) {
  return (
    <SectionCard title={heading} extra={pager}>
      <Stack gap="4" role="region" aria-label={heading}>
        <Box>
          <Heading as="h3" size="sm">
            <Link href={article.url} target="_blank" rel="noreferrer">
              {article.title}
            </Link>
          </Heading>
          <Badge mt="1.5" variant="subtle" colorPalette="gray">
            {article.source}
          </Badge>
          <Text textStyle="sm" color="fg.muted" mt="2">
            {article.excerpt}
          </Text>
        </Box>
        {BARS.map(({ key, label }) => {
          const value = barValue(key, article.scores[key]);
          const d = against ? delta(value, barValue(key, against.scores[key])) : null;
          return (
            <ScoreBar
              key={key}
              label={label}
              value={value}
              palette={d === 'down' ? 'red' : d === 'up' ? 'green' : 'teal'}
              extra={
                d ? (
                  <Text
                    as="span"
                    color={DELTA_COLOR[d]}
                    aria-label={`${label} ${DELTA_LABEL[d]}`}
                    data-delta={d}
                  >
                    {DELTA_MARK[d]}
                  </Text>
                ) : undefined
              }
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}

/**
 * Scores pasted text with the server's GEO content scorer (0-10 per method), shown on the 0-100 scale of
 * the articles' bars above so the two can be read against each other.
 */
function ScoreYourText() {
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const { data, loading, error } = useContentScoresQuery({
    variables: { text: submitted ?? '' },
    skip: submitted === null,
  });
  const s = data?.contentScores;
  return (
    <SectionCard
      title="Score your own text"
      description="Paste an article: scores follow the GEO paper's methods, 0–100 like the articles above."
    >
      <Stack gap="3">
        <Textarea
          aria-label="Article text"
          placeholder="Paste an article here..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          minH="32"
        />
        <Flex>
          <Button
            size="sm"
            colorPalette="teal"
            disabled={!text.trim() || loading}
            onClick={() => setSubmitted(text)}
          >
            {loading ? 'Scoring...' : 'Score Text'}
          </Button>
        </Flex>
        {error && <Text color="fg.error">{error.message}</Text>}
        {s && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="region" aria-label="Text scores">
            {(
              [
                ['Authoritativeness', s.authoritativeness],
                ['Citations', s.citations],
                ['Quotations', s.quotations],
                ['Statistics', s.statistics],
                ['Technical Terms', s.technicalTerms],
                ['Fluency', s.fluency],
              ] as const
            ).map(([label, v]) => (
              <ScoreBar key={label} label={label} value={v * 10} />
            ))}
            <Text textStyle="xs" color="fg.muted">
              {s.words} words
            </Text>
          </SimpleGrid>
        )}
      </Stack>
    </SectionCard>
  );
}

/** The answer gap a link from the competitors page brought the reader here to work on. */
function GapFocusNote({ gap }: { gap: GapFocus }) {
  const names = gap.competitors.join(', ');
  return (
    <Box role="note" aria-label="Answer gap" borderWidth="1px" rounded="xl" bg="teal.subtle" p="4">
      <Text textStyle="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider">
        Answer gap
      </Text>
      <Text fontWeight="semibold" mt="1">
        {gap.question}
      </Text>
      <Text textStyle="sm" mt="1">
        {names ? `Answers name ${names} here and not you. ` : 'Answers name competitors here and not you. '}
        Compare an article AI platforms cite with yours, then score your own draft below.{' '}
        <Link asChild color="teal.fg" fontWeight="medium">
          <RouterLink to="/dashboard/competitors#answer-gaps">Back to the answer gaps</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** Content Comparison on one variant's sample articles: theirs on the left, the account's own on the right. */
function Comparison({
  competitorArticles,
  ownArticles,
}: {
  competitorArticles: readonly ComparisonArticle[];
  ownArticles: readonly ComparisonArticle[];
}) {
  const [theirs, setTheirs] = useState(0);
  const [yours, setYours] = useState(0);
  const competitor = competitorArticles[theirs]!;
  const own = ownArticles[yours]!;
  const [params] = useSearchParams();
  const gap = readGapFocus(params);
  return (
    <Stack gap="6">
      <ToolHeader
        title="Content Comparison"
        description="See how your articles score against the ones AI platforms cite"
      />
      {gap && <GapFocusNote gap={gap} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ArticleCard
          heading="Competitor Article"
          article={competitor}
          pager={
            <Pager
              label="competitor article"
              index={theirs}
              count={competitorArticles.length}
              onChange={setTheirs}
            />
          }
        />
        <ArticleCard
          heading="Your Article"
          article={own}
          against={competitor}
          pager={<Pager label="your article" index={yours} count={ownArticles.length} onChange={setYours} />}
        />
      </SimpleGrid>
      <ScoreYourText />
    </Stack>
  );
}

export const ContentComparison = () => (
  <Comparison competitorArticles={COMPETITOR_ARTICLES} ownArticles={OWN_ARTICLES} />
);

export const FundContentComparison = () => (
  <Comparison competitorArticles={FUND_COMPETITOR_ARTICLES} ownArticles={FUND_OWN_ARTICLES} />
);
