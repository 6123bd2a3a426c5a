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
import { useState } from 'react';
import { useContentScoresQuery, useGenerateContentBrandQuery } from '../../__generated__/hooks';
import type { ContentLevel } from '../../__generated__/graphql';
import { ClaimsToCheck, draftOrigin, DraftText, useContentDraft } from './ContentDraft';
import { LogChangeOffer } from '../changes/LogChangeOffer';
import { CopyButton, ScoreBar, SectionCard, ToolHeader, ToolTabList } from './parts';
import { useRoleGate } from '../workspace/role';

const LEVELS: { value: ContentLevel; label: string }[] = [
  { value: 'BALANCED', label: 'Balanced' },
  { value: 'TECHNICAL', label: 'Technical' },
  { value: 'ACCESSIBLE', label: 'Accessible' },
];

/** A weak paragraph about the signed-in brand to try the tool on: no facts, so nothing to invent from. */
export const sampleContent = (brand: string) =>
  `${brand} is a company that helps its customers. Many people compare different options before they choose. ${brand} has features that a lot of people like. It is easy to start with and it works well.`;

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
    <SectionCard
      title="Content scores"
      description="Original → optimized, 0–100 as in Content Comparison (GEO methods). [Placeholders] count for nothing until you fill them in."
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="region" aria-label="Content scores">
        {rows.map(([label, x, y]) => (
          <ScoreBar key={label} label={label} value={y} display={`${Math.round(x)} → ${Math.round(y)}`} />
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
  const draft = useContentDraft();
  const writeGate = useRoleGate('EDITOR');
  const { content, generating, generate } = draft;
  const output = content?.text ?? '';
  const run = () => {
    setTab('optimized');
    generate(text, level);
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
                    {draftOrigin(content, brand)}
                  </Text>
                )}
                <Box position="relative" borderWidth="1px" rounded="lg" p="4" minH="48" bg="bg.muted">
                  <Box position="absolute" top="2" right="2">
                    <CopyButton text={output} disabled={!output || generating} />
                  </Box>
                  <DraftText draft={draft} pr="24" data-testid="optimized-output" />
                </Box>
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
            <Button
              colorPalette="teal"
              ml="auto"
              onClick={run}
              disabled={generating || !text.trim() || !writeGate.allowed}
              title={writeGate.reason ?? undefined}
            >
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
      {content && !generating && (
        <LogChangeOffer
          what="Published this content"
          title={`Published: ${text.trim().split('\n')[0]!.slice(0, 120)}`}
        />
      )}
    </Stack>
  );
}
