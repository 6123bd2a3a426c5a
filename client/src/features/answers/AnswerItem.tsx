import { Badge, Box, Button, Collapsible, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { AnswerItem_AnswerFragment } from '../../__generated__/graphql';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';
import { formatDay, formatHost, formatPath, formatSentiment } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { PromptKindBadge } from '../prompts/PromptKindBadge';
import { AnswerReview } from './AnswerReview';
import { AnswerStatements } from './AnswerStatements';
import { AnswerWhy } from './AnswerWhy';
import { AnswerEvidence } from './AnswerEvidence';
import { ProductCards, SurfaceBadge } from './ProductCards';
import { SearchSnippet, type SnippetMatch } from './SearchSnippet';

// The Markdown renderer (react-markdown, remark-gfm) loads when the first answer is opened, not with the page.
const AnswerMarkdown = lazy(() =>
  import('./AnswerMarkdown').then((module) => ({ default: module.AnswerMarkdown })),
);

/**
 * Whose figures a row shows: in a drawer about the brand, "Visible" says it all; in one about a competitor
 * or a source the row names the brand, so its badge and figures are not read as the competitor's.
 */
export interface RowSubject {
  brand: string;
  aboutBrand: boolean;
}

function StatusBadge({ answer, subject }: { answer: AnswerItem_AnswerFragment; subject: RowSubject }) {
  if (answer.status === 'FAILED')
    return (
      <Badge colorPalette="red" variant="subtle">
        Failed
      </Badge>
    );
  if (answer.status === 'REFUSED')
    return (
      <Badge colorPalette="orange" variant="subtle">
        Refused
      </Badge>
    );
  if (answer.status === 'NO_ANSWER')
    return (
      <Badge colorPalette="gray" variant="outline">
        No answer
      </Badge>
    );
  return answer.visible ? (
    <Badge colorPalette="teal" variant="subtle">
      {subject.aboutBrand ? 'Visible' : `Names ${subject.brand}`}
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      {subject.aboutBrand ? 'Not visible' : `Does not name ${subject.brand}`}
    </Badge>
  );
}

/** What the answer measured, readable without opening it: position, sentiment and the competitors named. */
function AnswerFacts({ answer, subject }: { answer: AnswerItem_AnswerFragment; subject: RowSubject }) {
  return (
    <Flex
      gap="3"
      mt="1"
      wrap="wrap"
      textStyle="xs"
      color="fg.muted"
      role="group"
      aria-label="Measured in this answer"
    >
      <Text>
        {subject.aboutBrand ? 'Position' : `${subject.brand}'s position`}:{' '}
        {answer.visible && answer.position != null ? `#${answer.position}` : '—'}
      </Text>
      <Text>
        {subject.aboutBrand ? 'Sentiment' : `Sentiment toward ${subject.brand}`}:{' '}
        {answer.visible
          ? `${formatSentiment(answer.sentiment)}${answer.sentimentLabel ? ` (${answer.sentimentLabel.toLowerCase()})` : ''}`
          : '—'}
      </Text>
      <Text>
        Competitors named:{' '}
        {answer.competitors.length > 0 ? answer.competitors.map((c) => c.name).join(', ') : 'none'}
      </Text>
    </Flex>
  );
}

// How the server names a reading the LLM judge could not give, and one whose statements the rules read
// because the judge gave none that checked out (answer-analysis.service.ts).
const FALLBACK = /^(\S+) \(fallback from (\S+): (.+)\)$/;
const STATEMENTS_BY = /^(\S+) \(statements by (\S+): (.+)\)$/;
const STATEMENTS_REASON: Record<string, string> = {
  'none given': 'it gave none',
  'none valid': 'none of its checked out against the answer',
};
// The rules' version is the day they were released, with a release number: rules@2026.11.28.5.
const RULES_VERSION = /^rules@(\d{4})\.(\d{1,2})(?:\.(\d{1,2}))?/;
const versionMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** An analyzer id in words: "Sightline's analyzer (version of Nov 28, 2026)", "the AI model openai/gpt-4.1-mini". */
function analyzerName(id: string): string {
  if (id.startsWith('judge:')) return `the AI model ${id.slice('judge:'.length).replace(/@\d+$/, '')}`;
  const version = RULES_VERSION.exec(id);
  if (!version) return `Sightline's analyzer (${id})`;
  const [, year, month, day] = version;
  const released = day
    ? formatDay(`${year}-${month!.padStart(2, '0')}-${day.padStart(2, '0')}`)
    : versionMonth.format(new Date(Date.UTC(Number(year), Number(month) - 1)));
  return `Sightline's analyzer (version of ${released})`;
}

/**
 * Which analyzer read the answer, in plain words (its technical id in the tooltip, for a bug report);
 * the AI model's quotes when one read it.
 */
function AnalyzerNote({ answer }: { answer: AnswerItem_AnswerFragment }) {
  const fallback = answer.analyzer ? FALLBACK.exec(answer.analyzer) : null;
  const statementsBy = answer.analyzer ? STATEMENTS_BY.exec(answer.analyzer) : null;
  const sentence = !answer.analyzer
    ? 'Read before the analyzer version was recorded.'
    : fallback
      ? `Read by ${analyzerName(fallback[1]!)}: ${analyzerName(fallback[2]!)} could not be used (${fallback[3]}).`
      : statementsBy
        ? `Read by ${analyzerName(statementsBy[1]!)}; its statements by ${analyzerName(statementsBy[2]!)}, as ${
            STATEMENTS_REASON[statementsBy[3]!] ?? statementsBy[3]
          }.`
        : `Read by ${analyzerName(answer.analyzer)}.`;
  const evidence = answer.evidence;
  return (
    <Box textStyle="xs" color="fg.muted">
      <Text title={answer.analyzer ?? undefined}>{sentence}</Text>
      {evidence && (
        <Stack as="dl" gap="1" mt="1">
          {(
            [
              ['Mention', evidence.mention],
              ['Sentiment', evidence.sentiment],
            ] as const
          ).map(([label, quotes]) =>
            quotes.length > 0 ? (
              <Flex key={label} gap="1" wrap="wrap">
                <Text as="dt" fontWeight="semibold">
                  {label} evidence:
                </Text>
                {quotes.map((quote) => (
                  <Text as="dd" key={quote} m="0" fontStyle="italic">
                    “{quote}”
                  </Text>
                ))}
              </Flex>
            ) : null,
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * One answer behind a figure: what was asked where and when, the passage matching a search, and,
 * expanded, what the platform said.
 */
export function AnswerItem({
  answer,
  subject = { brand: 'your brand', aboutBrand: true },
  snippet,
  initiallyOpen = false,
}: {
  answer: AnswerItem_AnswerFragment;
  subject?: RowSubject;
  snippet?: { text: string; matches: readonly SnippetMatch[] } | null;
  /** Shows the answer's text at once (an answer opened on its own), not on request. */
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const bodyId = useId();
  // A simulated answer says so once, in its badge: its engine and model name only the simulation.
  const engine = answer.simulated ? '' : [answer.engine, answer.model].filter(Boolean).join(' · ');
  // The simulated engine makes its searches up: none reached a search engine.
  const searchesHeading = answer.simulated ? 'Simulated searches (none was run)' : 'Searches it ran';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" bg="bg.panel" listStyleType="none">
      <Flex gap="2" align="flex-start" justify="space-between">
        <Text textStyle="sm" fontWeight="medium">
          {answer.question}
        </Text>
        <StatusBadge answer={answer} subject={subject} />
      </Flex>
      <Flex gap="2" mt="1" align="center" wrap="wrap" textStyle="xs" color="fg.muted">
        <Text as="span">{platformName(answer.platform)}</Text>
        <Text as="span" aria-hidden="true">
          ·
        </Text>
        {engine && (
          <>
            <Text as="span">{engine}</Text>
            <Text as="span" aria-hidden="true">
              ·
            </Text>
          </>
        )}
        <Text as="span">{formatDay(answer.day)}</Text>
        <SurfaceBadge surface={answer.surface} />
        <PromptKindBadge kind={answer.promptKind} />
        {answer.simulated && (
          <Badge
            colorPalette="purple"
            variant="outline"
            size="sm"
            title="Answered by Sightline's simulated engine: no API key is configured for this platform"
          >
            Simulated
          </Badge>
        )}
        {answer.products.length > 0 && (
          <Badge size="sm" colorPalette="blue" variant="subtle">
            {`${answer.products.length} product ${answer.products.length === 1 ? 'card' : 'cards'}`}
          </Badge>
        )}
      </Flex>
      {snippet && <SearchSnippet text={snippet.text} matches={snippet.matches} />}
      {answer.status === 'OK' && (
        <>
          <AnswerFacts answer={answer} subject={subject} />
          <AnswerReview answer={answer} brand={subject.brand} />
        </>
      )}
      {answer.status === 'REFUSED' && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          The platform declined to answer. Not counted in any denominator.
        </Text>
      )}
      {answer.status === 'NO_ANSWER' && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          The platform showed no answer for this search (Google shows an AI Overview for some searches only).
          Not counted in any denominator.
        </Text>
      )}
      {answer.status === 'NO_ANSWER' ? null : answer.status === 'FAILED' ? (
        <Text textStyle="xs" color="fg.error" mt="2">
          Capture failed: {answer.error ?? 'unknown error'}. Not counted in any denominator.
        </Text>
      ) : (
        <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
          <Collapsible.Trigger asChild>
            <Button variant="plain" size="xs" px="0" mt="1" color="teal.fg" aria-controls={bodyId}>
              {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
              {open ? 'Hide answer' : 'Show answer'}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content id={bodyId}>
            <Stack gap="3" mt="2">
              {answer.text ? (
                <Suspense
                  fallback={
                    <Text textStyle="sm" color="fg.muted">
                      Loading the answer…
                    </Text>
                  }
                >
                  <AnswerMarkdown text={answer.text} mentions={answer.mentions} />
                </Suspense>
              ) : (
                <Text textStyle="sm" color="fg.muted">
                  The platform returned no text.
                </Text>
              )}
              {/* The page showed its cards beside the answer: they come with its text. */}
              {answer.products.length > 0 && <ProductCards cards={answer.products} brand={subject.brand} />}
              {answer.vendorEvidence && <AnswerEvidence evidence={answer.vendorEvidence} />}
              {answer.status === 'OK' && (
                <AnswerStatements statements={answer.statements} brand={subject.brand} />
              )}
              {answer.status === 'OK' && <AnswerWhy why={answer.why} />}
              {answer.searchQueries.length > 0 && (
                <Box>
                  <Text textStyle="xs" fontWeight="semibold" mb="1">
                    {searchesHeading}
                  </Text>
                  <Stack as="ul" gap="1" m="0" p="0" listStyleType="none" aria-label={searchesHeading}>
                    {answer.searchQueries.map((query) => (
                      <Box as="li" key={query} textStyle="xs">
                        {query}
                      </Box>
                    ))}
                  </Stack>
                </Box>
              )}
              <Box>
                <Text textStyle="xs" fontWeight="semibold" mb="1">
                  Cited sources
                </Text>
                {answer.sources.length === 0 ? (
                  <Text textStyle="xs" color="fg.muted">
                    None
                  </Text>
                ) : (
                  <Stack as="ul" gap="1" m="0" p="0" listStyleType="none">
                    {answer.sources.map((source) => (
                      <Box as="li" key={source.url} textStyle="xs" truncate>
                        <Link
                          href={source.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          title={source.url}
                          color="teal.fg"
                        >
                          {source.domain || formatHost(source.url)}
                          {formatPath(source.url)}
                        </Link>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Box>
              <AnalyzerNote answer={answer} />
            </Stack>
          </Collapsible.Content>
        </Collapsible.Root>
      )}
    </Box>
  );
}
