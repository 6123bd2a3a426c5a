import { Box, Button, Checkbox, Field, Fieldset, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type {
  AnswerItem_AnswerFragment,
  CorrectAnswerInput,
  SentimentLabel,
} from '../../__generated__/graphql';
import {
  useAnswerReviewCompetitorsQuery,
  useClearCorrectionMutation,
  useConfirmAnswerMutation,
  useCorrectAnswerMutation,
} from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { formatDay } from '../../lib/format';
import { serverRefusals } from '../../lib/serverErrors';
import { useRoleGate } from '../workspace/role';

/** A correction counts in every figure at once: the page's figures and the drawer are read again. */
const REFETCH = { refetchQueries: 'active' as const, awaitRefetchQueries: true };

const SENTIMENTS: readonly { value: SentimentLabel; label: string }[] = [
  { value: 'POSITIVE', label: 'Positive' },
  { value: 'NEUTRAL', label: 'Neutral' },
  { value: 'NEGATIVE', label: 'Negative' },
];

const problemOf = (error: unknown) => serverRefusals(error)[0]?.message ?? (error as Error).message;

/**
 * A reviewer's say on an answer's reading: who corrected or confirmed it and when and, for an editor,
 * Confirm (the reading is right; offered until the answer is reviewed), Correct (visible, position,
 * sentiment, competitors) and Clear.
 */
export function AnswerReview({ answer, brand }: { answer: AnswerItem_AnswerFragment; brand: string }) {
  const gate = useRoleGate('EDITOR');
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useConfirmAnswerMutation(REFETCH);
  const [clear, clearing] = useClearCorrectionMutation(REFETCH);
  const correction = answer.correction;
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setProblem(null);
      toaster.create({ type: 'success', title: done });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  const variables = { input: { answerId: answer.id } };
  // A viewer sees the controls disabled, with the reason, as every other write control shows it.
  const viewerLock = { disabled: !gate.allowed, title: gate.reason ?? undefined };
  return (
    <Box mt="1" textStyle="xs" role="group" aria-label="Review of this reading">
      {correction && (
        <Text color="fg.muted">
          {correction.confirmed ? 'Confirmed' : 'Corrected'} by {correction.by ?? 'a former member'} on{' '}
          {formatDay(correction.at.slice(0, 10))}
        </Text>
      )}
      <Flex gap="2" mt="1" wrap="wrap" align="center">
        {!correction && (
          <Button
            size="2xs"
            variant="outline"
            {...viewerLock}
            loading={confirming.loading}
            onClick={() => void act(() => confirm({ variables }), 'Reading confirmed')}
          >
            Confirm
          </Button>
        )}
        <Button
          size="2xs"
          variant="outline"
          {...viewerLock}
          aria-expanded={editing}
          onClick={() => setEditing(!editing)}
        >
          Correct
        </Button>
        {correction && (
          <Button
            size="2xs"
            variant="ghost"
            {...viewerLock}
            loading={clearing.loading}
            onClick={() =>
              void act(
                () => clear({ variables }),
                correction.confirmed ? 'Confirmation cleared' : 'Correction cleared',
              )
            }
          >
            {correction.confirmed ? 'Clear confirmation' : 'Clear correction'}
          </Button>
        )}
        {!gate.allowed && <Text color="fg.muted">{gate.reason}</Text>}
      </Flex>
      {problem && (
        <Text color="fg.error" role="alert" mt="1">
          {problem}
        </Text>
      )}
      {editing && <CorrectionForm answer={answer} brand={brand} onSaved={() => setEditing(false)} />}
    </Box>
  );
}

/**
 * What the answer really says: the brand named or not, its position (or as it follows from the order of
 * the names), the sentiment toward it, and the competitors named, in the order they were ticked.
 */
function CorrectionForm({
  answer,
  brand,
  onSaved,
}: {
  answer: AnswerItem_AnswerFragment;
  brand: string;
  onSaved: () => void;
}) {
  const competitors = useAnswerReviewCompetitorsQuery();
  const readNamed = answer.competitors.map((c) => c.id);
  const [visible, setVisible] = useState(answer.visible === true);
  const [position, setPosition] = useState('');
  const [sentiment, setSentiment] = useState<SentimentLabel | ''>('');
  const [named, setNamed] = useState<string[]>(readNamed);
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, { loading }] = useCorrectAnswerMutation(REFETCH);
  const names = new Map((competitors.data?.competitors ?? []).map((c) => [c.id, c.name]));
  for (const c of answer.competitors) names.set(c.id, c.name);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input: CorrectAnswerInput = { answerId: answer.id };
    if (visible !== (answer.visible === true)) input.visible = visible;
    if (named.join() !== readNamed.join()) input.competitors = named;
    if (visible && position !== '') input.position = Number(position);
    if (visible && sentiment !== '') input.sentimentLabel = sentiment;
    if (Object.keys(input).length === 1) {
      setProblem('Change a field first: the reading stands as it is.');
      return;
    }
    try {
      await correct({ variables: { input } });
      setProblem(null);
      toaster.create({ type: 'success', title: 'Correction saved' });
      onSaved();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Correct this reading" noValidate>
      <Box mt="2" p="3" borderWidth="1px" rounded="md">
        <Stack gap="3">
          <Checkbox.Root
            checked={visible}
            onCheckedChange={(e) => setVisible(e.checked === true)}
            colorPalette="teal"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Names {brand}</Checkbox.Label>
          </Checkbox.Root>
          <Flex gap="3" wrap="wrap">
            <Field.Root w="44" disabled={!visible}>
              <Field.Label>Position</Field.Label>
              <NativeSelect.Root size="xs">
                <NativeSelect.Field value={position} onChange={(e) => setPosition(e.target.value)}>
                  <option value="">
                    {visible && answer.visible && answer.position != null
                      ? `As read (#${answer.position})`
                      : 'From the order named'}
                  </option>
                  {Array.from({ length: named.length + 1 }, (_, i) => (
                    <option key={i} value={String(i + 1)}>
                      #{i + 1}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="44" disabled={!visible}>
              <Field.Label>Sentiment</Field.Label>
              <NativeSelect.Root size="xs">
                <NativeSelect.Field
                  value={sentiment}
                  onChange={(e) => setSentiment(e.target.value as SentimentLabel | '')}
                >
                  <option value="">
                    {answer.sentimentLabel && answer.visible
                      ? `As read (${answer.sentimentLabel.toLowerCase()})`
                      : 'As read'}
                  </option>
                  {SENTIMENTS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Flex>
          <Fieldset.Root>
            <Fieldset.Legend textStyle="xs">Competitors named, ticked in order of mention</Fieldset.Legend>
            <Flex gap="3" wrap="wrap">
              {[...names].map(([id, name]) => (
                <Checkbox.Root
                  key={id}
                  checked={named.includes(id)}
                  onCheckedChange={(e) =>
                    setNamed((current) =>
                      e.checked === true ? [...current, id] : current.filter((c) => c !== id),
                    )
                  }
                  colorPalette="teal"
                  size="sm"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Flex>
            <Text color="fg.muted">
              In order: {named.length > 0 ? named.map((id) => names.get(id) ?? id).join(', ') : 'none'}
            </Text>
          </Fieldset.Root>
          {problem && (
            <Text color="fg.error" role="alert">
              {problem}
            </Text>
          )}
          <Flex gap="2">
            <Button type="submit" size="xs" colorPalette="teal" loading={loading}>
              Save correction
            </Button>
          </Flex>
        </Stack>
      </Box>
    </form>
  );
}
