import {
  Box,
  Button,
  Flex,
  List,
  SegmentGroup,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  useContentScoresQuery,
  useGenerateContentBrandQuery,
  useGenerateContentMutation,
} from '../../__generated__/hooks';
import type { ClaimKind, ContentLevel, GenerateContentMutation } from '../../__generated__/graphql';
import { errorMessage } from '../../lib/form-submit';
import { CopyButton, ScoreBar, SectionCard, ToolHeader, ToolTabList } from './parts';

const LEVELS: { value: ContentLevel; label: string }[] = [
  { value: 'BALANCED', label: 'Balanced' },
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'ACCESSIBLE', label: 'Accessible' },
];

type Generated = GenerateContentMutation['generateContent']['content'];
type Flag = Generated['flags'][number];

const FLAG_WORDS: Record<ClaimKind, string> = {
  FIGURE: 'a figure',
  PERCENTAGE: 'a percentage',
  QUOTE: 'a quotation',
  PERSON: 'a person’s name',
};

/** A weak paragraph about the signed-in brand to try the tool on: no facts, so nothing to invent from. */
export const sampleContent = (brand: string) =>
  `${brand} is a company that helps its customers. Many people compare different options before they choose. ${brand} has features that a lot of people like. It is easy to start with and it works well.`;

/** The draft with each flagged claim marked where it stands, and each [placeholder] shown as one. */
function MarkedDraft({ text, flags }: { text: string; flags: readonly Flag[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  const plain = (chunk: string, key: string) =>
    chunk.split(/(\[[^\]\n]*\])/).map((piece, index) =>
      /^\[[^\]\n]*\]$/.test(piece) ? (
        <Box as="mark" key={`${key}-${index}`} bg="teal.subtle" color="teal.fg" rounded="sm" px="0.5">
          {piece}
        </Box>
      ) : (
        piece
      ),
    );
  for (const flag of flags) {
    if (flag.start < at) continue;
    parts.push(...plain(text.slice(at, flag.start), `t${at}`));
    parts.push(
      <Box
        as="mark"
        key={`f${flag.start}`}
        data-flag={flag.kind}
        title={`${FLAG_WORDS[flag.kind]} that is not in your text or your brand’s facts: check it or remove it`}
        bg="orange.subtle"
        color="orange.fg"
        rounded="sm"
        px="0.5"
        textDecoration="underline wavy"
      >
        {text.slice(flag.start, flag.end)}
      </Box>,
    );
    at = flag.end;
  }
  parts.push(...plain(text.slice(at), `t${at}`));
  return <>{parts}</>;
}

function ClaimsToCheck({ content }: { content: Generated }) {
  if (content.flags.length === 0) return null;
  return (
    <SectionCard
      title="Check before publishing"
      description={`${content.flags.length} ${content.flags.length === 1 ? 'claim is' : 'claims are'} not in your text or your brand’s facts. The AI may have invented ${content.flags.length === 1 ? 'it' : 'them'}: keep only what you can source.`}
    >
      <List.Root gap="1.5" pl="4" aria-label="Claims to check">
        {content.flags.map((flag) => (
          <List.Item key={flag.start}>
            <Text as="span" fontWeight="medium">
              {flag.text}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              ({FLAG_WORDS[flag.kind]})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

function ScoreCompare({ original, optimized }: { original: string; optimized: string }) {
  const before = useContentScoresQuery({ variables: { text: original }, skip: !original.trim() });
  const after = useContentScoresQuery({ variables: { text: optimized }, skip: !optimized.trim() });
  const b = before.data?.contentScores;
  const a = after.data?.contentScores;
  if (!b || !a) return null;
  const rows = [
    ['Authoritativeness', b.authoritativeness, a.authoritativeness],
    ['Citations', b.citations, a.citations],
    ['Quotations', b.quotations, a.quotations],
    ['Statistics', b.statistics, a.statistics],
    ['Technical Terms', b.technicalTerms, a.technicalTerms],
    ['Fluency', b.fluency, a.fluency],
  ] as const;
  return (
    <SectionCard title="Content scores" description="Original → optimized, 0-10 (GEO methods)">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="region" aria-label="Content scores">
        {rows.map(([label, x, y]) => (
          <ScoreBar key={label} label={label} value={y * 10} display={`${x.toFixed(1)} → ${y.toFixed(1)}`} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

/**
 * Generate Optimized Content (general variant): the server writes the draft, with the AI provider when one
 * is configured (its invented claims flagged in the text) or with the built-in structure and placeholders.
 */
export function GenerateContent() {
  const [tab, setTab] = useState('original');
  const [text, setText] = useState('');
  const [level, setLevel] = useState<ContentLevel>('BALANCED');
  const brand = useGenerateContentBrandQuery().data?.viewer.brand?.name ?? 'Your brand';
  const [generate, { loading: generating, error }] = useGenerateContentMutation();
  // The last draft stays on screen while the next one is written (the mutation's own data resets).
  const [content, setContent] = useState<Generated | null>(null);
  const output = content?.text ?? '';
  const run = () => {
    setTab('optimized');
    generate({ variables: { input: { text, level } } })
      .then(({ data }) => data && setContent(data.generateContent.content))
      .catch(() => {});
  };
  const label = output
    ? generating
      ? 'Regenerating...'
      : 'Regenerate'
    : generating
      ? 'Generating...'
      : 'Generate';

  return (
    <Stack gap="6">
      <ToolHeader
        title="Generate Optimized Content"
        description="Rewrite content with the methods that raise visibility in AI answers"
      />
      <SectionCard title="Content">
        <Stack gap="4">
          <Tabs.Root
            value={tab}
            onValueChange={(e) => setTab(e.value)}
            variant="enclosed"
            colorPalette="teal"
          >
            <ToolTabList
              tabs={[
                { value: 'original', label: 'Original Content' },
                { value: 'optimized', label: 'Optimized Content' },
              ]}
            />
            <Tabs.Content value="original">
              <Stack gap="3">
                <Textarea
                  aria-label="Original content"
                  placeholder="Paste your content here or use our sample..."
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  minH="48"
                  disabled={generating}
                />
                <Flex>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setText(sampleContent(brand))}
                    disabled={generating}
                  >
                    Use Sample Content
                  </Button>
                </Flex>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="optimized">
              <Stack gap="2">
                {content && !generating && (
                  <Text textStyle="sm" color="fg.muted" data-testid="draft-origin">
                    {content.generator === 'AI'
                      ? `Written by ${content.model ?? 'the AI provider'} from your text and ${brand}’s facts. Claims it added are marked: check them before publishing.`
                      : `Written without an AI provider: your text in a structure AI assistants quote, with ${brand}’s facts. Fill in the [placeholders] before publishing.`}
                    {content.notice ? ` ${content.notice}` : ''}
                  </Text>
                )}
                <Box position="relative" borderWidth="1px" rounded="lg" p="4" minH="48" bg="bg.muted">
                  <Box position="absolute" top="2" right="2">
                    <CopyButton text={output} disabled={!output || generating} />
                  </Box>
                  <Text
                    whiteSpace="pre-wrap"
                    pr="24"
                    color={output ? undefined : 'fg.muted'}
                    data-testid="optimized-output"
                  >
                    {generating ? (
                      'Generating...'
                    ) : content ? (
                      <MarkedDraft text={content.text} flags={content.flags} />
                    ) : (
                      'Generated content will appear here...'
                    )}
                  </Text>
                </Box>
                {error && !generating && (
                  <Text color="fg.error" role="alert">
                    {errorMessage(error)}
                  </Text>
                )}
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
          <Flex gap="3" align="center" wrap="wrap">
            <Text textStyle="sm" fontWeight="medium">
              Optimization level
            </Text>
            <SegmentGroup.Root
              size="sm"
              value={level}
              onValueChange={(e) => e.value && setLevel(e.value as ContentLevel)}
              disabled={generating}
              aria-label="Optimization level"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={LEVELS} />
            </SegmentGroup.Root>
            <Button colorPalette="teal" ml="auto" onClick={run} disabled={generating || !text.trim()}>
              {label}
            </Button>
          </Flex>
        </Stack>
      </SectionCard>
      {content && !generating && <ClaimsToCheck content={content} />}
      {content && !generating && (
        <SectionCard title="Improvements Made">
          <List.Root gap="1.5" pl="4">
            {content.improvements.map((improvement) => (
              <List.Item key={improvement}>{improvement}</List.Item>
            ))}
          </List.Root>
        </SectionCard>
      )}
      {content && !generating && <ScoreCompare original={text} optimized={output} />}
    </Stack>
  );
}
