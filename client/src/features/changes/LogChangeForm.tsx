import { Button, Checkbox, Field, Fieldset, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { logChangeInput } from '../../../../graphql/shared/change-rules';
import { useLogChangeMutation, useLogChangeTopicsQuery } from '../../__generated__/hooks';
import { toaster } from '../../components/toaster';
import { useRoleGate } from '../workspace/role';

const todayUtc = () => new Date().toISOString().slice(0, 10);

export interface LogChangeFormProps {
  /** What the form starts with (e.g. the Action Center's page title and address). */
  initialTitle?: string;
  initialUrl?: string;
  initialTopicIds?: readonly string[];
  /** After the change is logged: its id. */
  onLogged?: (id: string) => void;
  /** Shown beside Log change, e.g. "Not now" in the Action Center. */
  onCancel?: () => void;
}

/**
 * Logs a change (title, day, link, topics) so its impact can be measured and its day marked on the
 * charts; the same rules as the server's (graphql/shared/change-rules.ts) check it before it is sent.
 */
export function LogChangeForm({
  initialTitle = '',
  initialUrl = '',
  initialTopicIds = [],
  onLogged,
  onCancel,
}: LogChangeFormProps) {
  const topics = useLogChangeTopicsQuery();
  const [title, setTitle] = useState(initialTitle);
  const [day, setDay] = useState(todayUtc);
  const [url, setUrl] = useState(initialUrl);
  const [topicIds, setTopicIds] = useState<string[]>([...initialTopicIds]);
  const [problem, setProblem] = useState<string | null>(null);
  const writeGate = useRoleGate('EDITOR');
  const [log, { loading }] = useLogChangeMutation({ refetchQueries: ['ChangesRoute', 'ChartAnnotations'] });

  const toggle = (id: string, on: boolean) =>
    setTopicIds((current) => (on ? [...current, id] : current.filter((t) => t !== id)));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { title, day, url: url.trim() || null, topicIds, promptIds: [] };
    const checked = logChangeInput.safeParse(input);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Invalid input.');
      return;
    }
    setProblem(null);
    try {
      const { data } = await log({ variables: { input: checked.data } });
      const logged = data?.logChange.change;
      if (!logged) return;
      toaster.create({ type: 'success', title: 'Change logged', description: logged.title });
      setTitle('');
      setUrl('');
      onLogged?.(logged.id);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Log a change" noValidate>
      <Stack gap="4">
        <Field.Root invalid={problem !== null} required>
          <Field.Label>What changed</Field.Label>
          <Input
            size="sm"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="Published the comparison page"
          />
        </Field.Root>
        <Flex gap="4" wrap="wrap">
          <Field.Root w={{ base: 'full', sm: '44' }} required>
            <Field.Label>Day it went live</Field.Label>
            <Input
              size="sm"
              type="date"
              value={day}
              max={todayUtc()}
              onChange={(e) => setDay(e.target.value)}
            />
          </Field.Root>
          <Field.Root flex="1" minW="60">
            <Field.Label>Link (optional)</Field.Label>
            <Input
              size="sm"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder="https://example.com/compare"
            />
          </Field.Root>
        </Flex>
        <Fieldset.Root>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            Topics it concerns
          </Fieldset.Legend>
          <Fieldset.HelperText textStyle="xs">
            Their prompts are measured against every other prompt.
          </Fieldset.HelperText>
          <Flex gap="4" wrap="wrap" mt="2">
            {(topics.data?.topics ?? []).map((topic) => (
              <Checkbox.Root
                key={topic.id}
                checked={topicIds.includes(topic.id)}
                onCheckedChange={(e) => toggle(topic.id, e.checked === true)}
                colorPalette="teal"
                size="sm"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{topic.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
        </Fieldset.Root>
        {problem && (
          <Text role="alert" color="fg.error" textStyle="sm">
            {problem}
          </Text>
        )}
        <Flex gap="2">
          <Button
            type="submit"
            size="sm"
            colorPalette="teal"
            loading={loading}
            disabled={!writeGate.allowed}
            title={writeGate.reason ?? undefined}
          >
            Log change
          </Button>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Not now
            </Button>
          )}
        </Flex>
      </Stack>
    </form>
  );
}
