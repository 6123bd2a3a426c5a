import { Box, Button, CloseButton, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { CanaryPromptsPanel_CanariesFragment } from '../../../__generated__/graphql';
import { useCanaryPromptsQuery, useUpdateCanaryPromptsMutation } from '../../../__generated__/hooks';
import { Panel } from '../../../components/Panel';
import { toaster } from '../../../components/toaster';
import { formatCount, pluralize } from '../../../lib/format';
import { canaryQuestionsInput, MAX_CANARIES } from '../../../../../graphql/shared/canary-rules';
import { errorMessage } from './refetch';

interface Row {
  /** Keeps an input (and its focus) with its question when one above it is removed. */
  key: number;
  text: string;
}

function CanaryEditor({
  canaries,
  platforms,
}: {
  canaries: CanaryPromptsPanel_CanariesFragment;
  platforms: number;
}) {
  const nextKey = useRef(canaries.questions.length);
  const [rows, setRows] = useState<Row[]>(() => canaries.questions.map((text, key) => ({ key, text })));
  const [error, setError] = useState<string | null>(null);
  // The plan's cost counts the canaries once saved: it is read again with them.
  const [update, { loading }] = useUpdateCanaryPromptsMutation({ refetchQueries: ['SamplingPlan'] });
  // The server's own rules, so a problem shows in its words before anything is sent; what is sent is
  // tidied as the server stores it.
  const checked = canaryQuestionsInput.safeParse(rows.map((row) => row.text));
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid questions.');
  const questions = checked.success ? checked.data : rows.map((row) => row.text);
  const changed =
    questions.length !== canaries.questions.length || questions.some((q, i) => q !== canaries.questions[i]);
  // The defaults are asked only once saved, so saving them unchanged is a change too.
  const savable = problem === null && (changed || canaries.isDefault);

  const edit = (key: number, text: string) =>
    setRows((prev) => prev.map((row) => (row.key === key ? { ...row, text } : row)));
  const remove = (key: number) => setRows((prev) => prev.filter((row) => row.key !== key));
  const add = () => setRows((prev) => [...prev, { key: nextKey.current++, text: '' }]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await update({ variables: { input: { questions } } });
      toaster.create({
        type: 'success',
        title: 'Canary prompts saved',
        description: 'They are asked from the next run.',
      });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  const perDay = questions.length * platforms;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Canary prompts">
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          Asked once a day on each platform and kept out of every figure, they show when an engine starts
          naming or citing differently under the same questions (an engine drift, marked on the charts); once
          saved they cost requests: {pluralize(questions.length, 'question')} ×{' '}
          {pluralize(platforms, 'platform')} ={' '}
          <Text as="span" fontWeight="semibold" color="fg">
            {formatCount(perDay)} a day
          </Text>
          , counted in the sampling plan’s cost.
        </Text>
        {canaries.isDefault && (
          <Text textStyle="sm" color="fg.warning">
            These are the default questions, written from your topics and competitors: none is asked until you
            save them.
          </Text>
        )}
        <Box maxH="80" overflowY="auto" pe="1">
          <Stack as="ol" gap="1.5" aria-label="Canary questions">
            {rows.map((row, index) => (
              <Flex as="li" key={row.key} gap="1" align="flex-start">
                <Text as="span" textStyle="xs" color="fg.muted" minW="5" textAlign="end" pt="2" aria-hidden>
                  {index + 1}
                </Text>
                {/* A question wraps rather than hides its end in the narrow settings column. */}
                <Textarea
                  size="sm"
                  rows={1}
                  autoresize
                  value={row.text}
                  onChange={(e) => edit(row.key, e.target.value)}
                  aria-label={`Canary question ${index + 1}`}
                />
                <CloseButton
                  size="xs"
                  mt="1"
                  variant="ghost"
                  onClick={() => remove(row.key)}
                  aria-label={`Remove canary question ${index + 1}`}
                />
              </Flex>
            ))}
          </Stack>
        </Box>
        {(problem ?? error) && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {problem ?? error}
          </Text>
        )}
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={add} disabled={rows.length >= MAX_CANARIES}>
            Add a question
          </Button>
          <Button type="submit" size="sm" colorPalette="teal" loading={loading} disabled={!savable}>
            Save canary prompts
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/**
 * The brand's canary prompts: neutral questions in its category, asked daily on every platform to tell an
 * engine's own changes from the brand's (the 20 defaults until someone saves a set); edit, add, remove, save.
 */
export function CanaryPromptsPanel() {
  const { data, error } = useCanaryPromptsQuery();
  const canaries = data?.canaryPrompts;
  return (
    <Panel title="Canary prompts" description="Neutral questions that show when an engine itself changes.">
      {data && canaries ? (
        <CanaryEditor
          // Saved questions come back from the server: start the editor over from them.
          key={`${canaries.isDefault}-${canaries.questions.join('\n')}`}
          canaries={canaries}
          platforms={data.collectionSettings.platforms.length}
        />
      ) : (
        <Text textStyle="sm" color={error ? 'fg.error' : 'fg.muted'}>
          {error
            ? `The canary prompts could not be loaded: ${error.message}`
            : 'Loading the canary prompts...'}
        </Text>
      )}
    </Panel>
  );
}
