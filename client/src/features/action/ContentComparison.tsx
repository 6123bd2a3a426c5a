import { Badge, Box, Button, Flex, Link, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useComparisonPagesQuery, useContentScoresQuery } from '../../__generated__/hooks';
import type { ComparisonPages_PageFragment, ContentScoresQuery } from '../../__generated__/graphql';
import { PanelEmpty } from '../../components/Panel';
import { countOf } from '../../lib/format';
import { sourceCategoryLabel } from '../../../../graphql/shared/source-categories';
import { ScoreBar, SectionCard, ToolHeader } from './parts';
import { readGapFocus, type GapFocus } from './prefill';
import { delta } from './rules';
import { FilterLink } from '../filter/FilterLink';

type Scores = ContentScoresQuery['contentScores'];

const BARS: { key: keyof Omit<Scores, 'words' | '__typename'>; label: string }[] = [
  { key: 'authoritativeness', label: 'Authoritativeness' },
  { key: 'citations', label: 'Citations' },
  { key: 'quotations', label: 'Quotations' },
  { key: 'statistics', label: 'Statistics' },
  { key: 'technicalTerms', label: 'Technical Terms' },
  { key: 'fluency', label: 'Fluency' },
];

const DELTA_MARK = { up: '▲', down: '▼', equal: '≈' } as const;
const DELTA_COLOR = { up: 'green.fg', down: 'red.fg', equal: 'fg.muted' } as const;
const DELTA_LABEL = { up: 'better', down: 'worse', equal: 'about equal' } as const;

/** The answer gap a link from the competitors page or the radar brought the reader here to work on. */
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
        Open a page AI platforms cite for it and one of yours, then paste both below to compare them.{' '}
        <Link asChild color="teal.fg" fontWeight="medium">
          <FilterLink to="/dashboard/competitors#answer-gaps">Back to the answer gaps</FilterLink>
        </Link>
      </Text>
    </Box>
  );
}

/** One side's cited pages: each links to the page, with its kind of site and how many answers cite it. */
function PageList({ label, pages }: { label: string; pages: readonly ComparisonPages_PageFragment[] }) {
  return (
    <Stack as="ul" gap="2" p="0" m="0" listStyleType="none" aria-label={label}>
      {pages.map((page) => (
        <Flex as="li" key={page.url} gap="2" align="baseline" wrap="wrap" textStyle="sm">
          <Link
            href={page.url}
            target="_blank"
            rel="noopener noreferrer"
            color="teal.fg"
            wordBreak="break-all"
          >
            {page.url.replace(/^https?:\/\/(www\.)?/, '')}
          </Link>
          <Badge size="sm" variant="subtle" colorPalette="gray">
            {sourceCategoryLabel(page.category)}
          </Badge>
          <Text as="span" color="fg.muted">
            cited by {countOf(page.answers, 'answer')}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * The pages the brand's answers cite, from the server: those for the gap's prompt (or for all prompts) that
 * are not the brand's, beside the brand's own cited pages; an empty state when answers cite none.
 */
function CitedPages({ gap }: { gap: GapFocus | null }) {
  const promptId = gap?.promptId ?? null;
  const { data, loading, error } = useComparisonPagesQuery({ variables: { promptId } });
  const pages = data?.comparisonPages;
  const forWhat = promptId ? 'for this question' : 'for your prompts';
  if (loading && !pages) return <PanelEmpty>Loading the pages AI answers cite...</PanelEmpty>;
  if (error && !pages) return <Text color="fg.error">Could not load the cited pages: {error.message}</Text>;
  if (!pages || (pages.citedPages.length === 0 && pages.ownPages.length === 0))
    return (
      <Box role="status" aria-label="Nothing to compare" borderWidth="1px" rounded="xl" p="4" bg="bg.muted">
        <Text fontWeight="semibold">Nothing to compare yet</Text>
        <Text textStyle="sm" color="fg.muted" mt="1">
          No AI answer {forWhat} cites a page in the last 30 days. Paste a competitor’s article and yours
          below to compare them.
        </Text>
      </Box>
    );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <SectionCard
        title="Pages AI answers cite"
        description={`Pages that are not yours, cited ${forWhat} in the last 30 days, most cited first`}
      >
        {pages.citedPages.length > 0 ? (
          <PageList label="Pages AI answers cite" pages={pages.citedPages} />
        ) : (
          <PanelEmpty>Answers {forWhat} cite only your own pages.</PanelEmpty>
        )}
      </SectionCard>
      <SectionCard title="Your cited pages" description={`Your pages that answers ${forWhat} cite`}>
        {pages.ownPages.length > 0 ? (
          <PageList label="Your cited pages" pages={pages.ownPages} />
        ) : (
          <PanelEmpty>
            No answer {forWhat} cites a page of yours yet: paste a draft of yours below.
          </PanelEmpty>
        )}
      </SectionCard>
    </SimpleGrid>
  );
}

/** One text's scores, 0-100; `against` marks each score better, worse or about equal to the other text's. */
function TextScores({ label, scores, against }: { label: string; scores: Scores; against?: Scores }) {
  return (
    <Stack gap="3" role="region" aria-label={label}>
      <Text fontWeight="semibold">{label}</Text>
      {BARS.map(({ key, label: bar }) => {
        const d = against ? delta(scores[key], against[key]) : null;
        return (
          <ScoreBar
            key={key}
            label={bar}
            value={scores[key]}
            palette={d === 'down' ? 'red' : d === 'up' ? 'green' : 'teal'}
            extra={
              d ? (
                <Text as="span" color={DELTA_COLOR[d]} aria-label={`${bar} ${DELTA_LABEL[d]}`} data-delta={d}>
                  {DELTA_MARK[d]}
                </Text>
              ) : undefined
            }
          />
        );
      })}
      <Text textStyle="xs" color="fg.muted">
        {countOf(scores.words, 'word')}
      </Text>
    </Stack>
  );
}

/** Two pasted texts scored by the server's GEO content scorer, side by side on the one 0-100 scale. */
function CompareTexts() {
  const [theirs, setTheirs] = useState('');
  const [yours, setYours] = useState('');
  const [submitted, setSubmitted] = useState<{ theirs: string; yours: string } | null>(null);
  const theirScores = useContentScoresQuery({
    variables: { text: submitted?.theirs ?? '' },
    skip: !submitted?.theirs.trim(),
  });
  const yourScores = useContentScoresQuery({
    variables: { text: submitted?.yours ?? '' },
    skip: !submitted?.yours.trim(),
  });
  const t = theirScores.data?.contentScores;
  const y = yourScores.data?.contentScores;
  const loading = theirScores.loading || yourScores.loading;
  const error = theirScores.error ?? yourScores.error;
  return (
    <SectionCard
      title="Compare two texts"
      description="Paste a cited article and yours: each is scored 0–100 on the GEO paper's methods."
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Textarea
            aria-label="Their article"
            placeholder="Paste the text of a page AI answers cite..."
            value={theirs}
            onChange={(e) => setTheirs(e.target.value)}
            minH="40"
          />
          <Textarea
            aria-label="Your article"
            placeholder="Paste your article or draft..."
            value={yours}
            onChange={(e) => setYours(e.target.value)}
            minH="40"
          />
        </SimpleGrid>
        <Flex>
          <Button
            size="sm"
            colorPalette="teal"
            disabled={(!theirs.trim() && !yours.trim()) || loading}
            onClick={() => setSubmitted({ theirs, yours })}
          >
            {loading ? 'Scoring...' : 'Score texts'}
          </Button>
        </Flex>
        {error && <Text color="fg.error">{error.message}</Text>}
        {(t || y) && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            {t ? <TextScores label="Their article's scores" scores={t} /> : <Box />}
            {y && <TextScores label="Your article's scores" scores={y} against={t} />}
          </SimpleGrid>
        )}
      </Stack>
    </SectionCard>
  );
}

/**
 * Content Comparison: the pages the brand's own answers cite (for the answer gap's prompt when a link names
 * one) beside the brand's own cited pages, and two pasted texts scored side by side. Nothing here is sample
 * data: an account whose answers cite nothing sees an empty state asking for two texts.
 */
export function ContentComparison() {
  const [params] = useSearchParams();
  const gap = readGapFocus(params);
  return (
    <Stack gap="6">
      <ToolHeader
        title="Content Comparison"
        description="See how your articles score against the pages AI platforms cite"
      />
      {gap && <GapFocusNote gap={gap} />}
      <CitedPages gap={gap} />
      <CompareTexts />
    </Stack>
  );
}
