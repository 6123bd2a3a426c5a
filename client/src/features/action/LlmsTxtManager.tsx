import {
  Alert,
  Badge,
  Box,
  Button,
  Code,
  Flex,
  Link,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { LlmsTxtAnalysis_AnalysisFragment } from '../../__generated__/graphql';
import {
  LlmsTxtAnalysisDocument,
  useLlmsTxtAnalysisQuery,
  useLlmsTxtQuery,
  useSaveLlmsTxtMutation,
} from '../../__generated__/hooks';
import { StatCard } from '../../components/StatCard';
import { LoadingState } from '../../components/StateViews';
import { LLMS_TIPS, starterLlmsTxt } from './data/general';
import { LogChangeOffer } from '../changes/LogChangeOffer';
import { SectionCard, ToolHeader } from './parts';
import { EDITOR_MIN_HEIGHT, editorScoresOnChange, type EditorScores } from './rules';
import { useRoleGate } from '../workspace/role';

export const SAVED_MESSAGE = 'LLMS.TXT configuration saved successfully!';

const fmt = (n: number | undefined) => (n === undefined ? '—' : `${Math.round(n)}%`);

function Issues({ analysis }: { analysis: LlmsTxtAnalysis_AnalysisFragment }) {
  if (analysis.issues.length === 0)
    return (
      <Alert.Root status="success" variant="subtle">
        <Alert.Indicator />
        <Alert.Title>
          Valid llms.txt: {analysis.sections.length} sections, {analysis.linkCount} links.
        </Alert.Title>
      </Alert.Root>
    );
  return (
    <Box role="region" aria-label="Problems">
      <Text fontWeight="medium" mb="2">
        {analysis.issues.length} {analysis.issues.length === 1 ? 'problem' : 'problems'} found
      </Text>
      <List.Root gap="1.5" variant="plain">
        {analysis.issues.map((i) => (
          <List.Item key={`${i.line}-${i.code}`} textStyle="sm" alignItems="baseline" gap="2">
            <Badge colorPalette={i.severity === 'ERROR' ? 'red' : 'yellow'} flexShrink={0}>
              Line {i.line}
            </Badge>
            <Text as="span">{i.message}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Editor({ initial, publicPath }: { initial: string; publicPath: string | null }) {
  const client = useApolloClient();
  const [text, setText] = useState(initial);
  // Nothing is scored until the first Analyze Text (or a save, which checks the file first).
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Errors found in the text about to be published: Save waits for "Publish anyway".
  const [unsafeSave, setUnsafeSave] = useState<{ text: string; errors: number } | null>(null);
  // Typing adjusts the last computed scores by editorScoresOnChange's rules, until the next Analyze Text.
  const [round, setRound] = useState(0);
  const [live, setLive] = useState<{ round: number; scores: EditorScores } | null>(null);
  const [saved, setSaved] = useState<string | null>(publicPath);
  const [savedNow, setSavedNow] = useState(false);
  const analysis = useLlmsTxtAnalysisQuery({
    variables: { text: submitted ?? '' },
    skip: submitted === null,
  });
  const [save, saving] = useSaveLlmsTxtMutation();
  const writeGate = useRoleGate('EDITOR');
  const result = saving.data?.saveLlmsTxt.analysis ?? analysis.data?.llmsTxtAnalysis;

  const computed = analysis.data?.llmsTxtAnalysis.scores;
  const scores: EditorScores | null = live?.round === round ? live.scores : computed ? { ...computed } : null;

  const onChange = (next: string) => {
    if (scores) setLive({ round, scores: editorScoresOnChange(scores, text, next) });
    setText(next);
    setSavedNow(false);
    setUnsafeSave(null);
  };
  const publish = async (content: string) => {
    setUnsafeSave(null);
    const res = await save({ variables: { input: { content } } }).catch(() => null);
    if (res?.data) {
      setSaved(res.data.saveLlmsTxt.file.publicPath);
      setSavedNow(true);
    }
  };
  const onSave = async () => {
    const checked = await client
      .query({ query: LlmsTxtAnalysisDocument, variables: { text } })
      .catch(() => null);
    const errors = checked?.data?.llmsTxtAnalysis.issues.filter((i) => i.severity === 'ERROR').length ?? 0;
    if (errors === 0) return publish(text);
    setSubmitted(text);
    setRound((r) => r + 1);
    setUnsafeSave({ text, errors });
  };

  return (
    <Stack gap="6">
      {!scores && (
        <Text textStyle="sm" color="fg.muted">
          Not analyzed yet: Analyze Text scores the file and lists its problems.
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <StatCard label="Conciseness" value={fmt(scores?.conciseness)} />
        <StatCard label="Fluency" value={fmt(scores?.fluency)} />
        <StatCard label="Technical Accuracy" value={fmt(scores?.technicalAccuracy)} />
        <StatCard label="Citation Potential" value={fmt(scores?.citationPotential)} />
      </SimpleGrid>
      <SectionCard
        title="llms.txt"
        description="A Markdown file that tells AI assistants what your site is and where its best pages are."
      >
        <Stack gap="4">
          <Textarea
            aria-label="llms.txt content"
            value={text}
            onChange={(e) => onChange(e.target.value)}
            minH={EDITOR_MIN_HEIGHT}
            fontFamily="mono"
            textStyle="sm"
            spellCheck={false}
          />
          <Flex gap="3" wrap="wrap">
            <Button
              variant="outline"
              onClick={() => {
                setSubmitted(text);
                setRound((r) => r + 1);
              }}
              loading={analysis.loading}
            >
              Analyze Text
            </Button>
            <Button
              colorPalette="teal"
              onClick={() => void onSave()}
              loading={saving.loading}
              disabled={!writeGate.allowed}
              title={writeGate.reason ?? undefined}
            >
              Save Configuration
            </Button>
          </Flex>
          {unsafeSave && (
            <Alert.Root status="warning" role="alertdialog" aria-label="Publish with errors?">
              <Alert.Indicator />
              <Alert.Content gap="2">
                <Alert.Title>
                  This file has {unsafeSave.errors} {unsafeSave.errors === 1 ? 'error' : 'errors'} (listed
                  below). AI assistants may misread it. Publish it anyway?
                </Alert.Title>
                <Flex gap="2">
                  <Button
                    size="sm"
                    colorPalette="orange"
                    onClick={() => void publish(unsafeSave.text)}
                    disabled={!writeGate.allowed}
                  >
                    Publish anyway
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setUnsafeSave(null)}>
                    Keep editing
                  </Button>
                </Flex>
              </Alert.Content>
            </Alert.Root>
          )}
          {savedNow && (
            <Alert.Root status="success" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{SAVED_MESSAGE}</Alert.Title>
              </Alert.Content>
            </Alert.Root>
          )}
          {savedNow && (
            <LogChangeOffer
              what="llms.txt saved"
              title="Updated llms.txt"
              url={saved ? new URL(saved, window.location.href).href : null}
            />
          )}
          {saving.error && <Text color="fg.error">{saving.error.message}</Text>}
          {saved && (
            <Text textStyle="sm" color="fg.muted">
              Published at{' '}
              <Link href={saved} target="_blank" rel="noreferrer" color="teal.fg">
                <Code>{saved}</Code>
              </Link>
            </Text>
          )}
          {analysis.error && <Text color="fg.error">{analysis.error.message}</Text>}
          {result && <Issues analysis={result} />}
        </Stack>
      </SectionCard>
      <SectionCard title="About llms.txt">
        <List.Root gap="2" pl="4" textStyle="sm">
          {LLMS_TIPS.map((t) => (
            <List.Item key={t}>{t}</List.Item>
          ))}
        </List.Root>
      </SectionCard>
    </Stack>
  );
}

/** General LLMS.TXT Manager: real validator and scores, saved and served at /llms/{handle}/llms.txt. */
export function LlmsTxtManager() {
  const { data, loading } = useLlmsTxtQuery();
  return (
    <Stack gap="0">
      <ToolHeader
        title="LLMS.TXT Manager"
        description="Write, check and publish the llms.txt file AI assistants read"
      />
      {loading && !data ? (
        <LoadingState />
      ) : (
        <Editor
          initial={data?.llmsTxt?.content ?? starterLlmsTxt(data?.viewer.brand ?? null)}
          publicPath={data?.llmsTxt?.publicPath ?? null}
        />
      )}
    </Stack>
  );
}
