import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  Menu,
  Portal,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type {
  ManagePrompt_PromptFragment,
  ManageTopic_TopicFragment,
  PromptKind,
} from '../../../__generated__/graphql';
import { useManageAddPromptMutation, useManageSetPromptKindMutation } from '../../../__generated__/hooks';
import { toaster } from '../../../components/toaster';
import { pluralize } from '../../../lib/format';
import { PROMPT_LIMITS } from '../../../../../graphql/shared/input-rules';
import { PromptKindBadge } from '../PromptKindBadge';
import type { ManageAction } from './ManageDialogs';
import { errorMessage, MANAGE_MUTATION_OPTIONS } from './refetch';

function ActionsMenu({
  label,
  items,
}: {
  label: string;
  items: { value: string; label: string; danger?: boolean; disabled?: boolean; onSelect: () => void }[];
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="xs" color="fg.muted" fontSize="lg">
          ⋯
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                onSelect={item.onSelect}
                color={item.danger ? 'fg.error' : undefined}
                _hover={item.danger ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function AddPromptForm({ topic }: { topic: ManageTopic_TopicFragment }) {
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addPrompt, { loading }] = useManageAddPromptMutation(MANAGE_MUTATION_OPTIONS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!question.trim() || loading) return;
    setError(null);
    try {
      await addPrompt({ variables: { input: { topicId: topic.id, question } } });
      setQuestion('');
      toaster.create({
        type: 'success',
        title: 'Prompt added',
        description: 'It is asked from the next run.',
      });
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)}>
      <Field.Root invalid={error !== null}>
        <Flex gap="2" w="full" direction={{ base: 'column', sm: 'row' }}>
          <Input
            size="sm"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="Add a prompt, e.g. “What are the best … for beginners?”"
            aria-label={`New prompt in ${topic.name}`}
            maxLength={PROMPT_LIMITS.max}
            bg="bg.panel"
          />
          <Button type="submit" size="sm" variant="outline" loading={loading} disabled={!question.trim()}>
            Add prompt
          </Button>
        </Flex>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}

/** Sets whether a prompt counts as branded or unbranded, or hands it back to the classifier (null). */
function useSetPromptKind(prompt: ManagePrompt_PromptFragment) {
  const [setPromptKind] = useManageSetPromptKindMutation(MANAGE_MUTATION_OPTIONS);
  return async (kind: PromptKind | null) => {
    try {
      const { data } = await setPromptKind({ variables: { input: { id: prompt.id, kind } } });
      const now = data?.setPromptKind.prompt.promptKind === 'BRANDED' ? 'branded' : 'unbranded';
      toaster.create({
        type: 'success',
        title: kind === null ? `Sightline decides: ${now}` : `Counted as ${now}`,
        description: 'Figures split by kind follow from now on.',
      });
    } catch (caught) {
      toaster.create({ type: 'error', title: 'The kind was not changed', description: errorMessage(caught) });
    }
  };
}

function PromptRow({
  prompt,
  canMove,
  onAction,
  onAsk,
}: {
  prompt: ManagePrompt_PromptFragment;
  canMove: boolean;
  onAction: (action: ManageAction) => void;
  onAsk: (prompt: ManagePrompt_PromptFragment) => void;
}) {
  const setKind = useSetPromptKind(prompt);
  const other: PromptKind = prompt.promptKind === 'BRANDED' ? 'UNBRANDED' : 'BRANDED';
  return (
    <Flex as="li" align="center" gap="3" px="5" py="2.5" borderTopWidth="1px" minH="11">
      <Text
        flex="1"
        minW="0"
        textStyle="sm"
        color={prompt.archived ? 'fg.muted' : undefined}
        overflowWrap="anywhere"
      >
        {prompt.question}
      </Text>
      <PromptKindBadge kind={prompt.promptKind} setByUser={prompt.kindSetByUser} />
      {prompt.archived ? (
        <Badge variant="subtle" colorPalette="gray">
          Archived
        </Badge>
      ) : (
        <>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onAsk(prompt)}
            aria-label={`Ask now: ${prompt.question}`}
            title="Ask this prompt once, now, on the brand's platforms and apps"
          >
            Ask now
          </Button>
          <ActionsMenu
            label={`Actions for prompt "${prompt.question}"`}
            items={[
              { value: 'edit', label: 'Edit text', onSelect: () => onAction({ kind: 'editPrompt', prompt }) },
              {
                value: 'move',
                label: 'Move to another topic',
                disabled: !canMove,
                onSelect: () => onAction({ kind: 'movePrompt', prompt }),
              },
              {
                value: 'kind',
                label: other === 'BRANDED' ? 'Count as branded' : 'Count as unbranded',
                onSelect: () => void setKind(other),
              },
              ...(prompt.kindSetByUser
                ? [
                    {
                      value: 'auto-kind',
                      label: 'Let Sightline decide the kind',
                      onSelect: () => void setKind(null),
                    },
                  ]
                : []),
              {
                value: 'archive',
                label: 'Archive prompt',
                danger: true,
                onSelect: () => onAction({ kind: 'archivePrompt', prompt }),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}

/** One topic to manage: its name and actions, its prompts (archived ones when asked for) and an add form. */
export function TopicCard({
  topic,
  showArchived,
  canMove,
  onAction,
  onAsk,
}: {
  topic: ManageTopic_TopicFragment;
  showArchived: boolean;
  /** Whether there is another active topic to move prompts to. */
  canMove: boolean;
  onAction: (action: ManageAction) => void;
  /** Ask now: the prompt asked once, now (AskNowDialog). */
  onAsk: (prompt: ManagePrompt_PromptFragment) => void;
}) {
  const active = topic.prompts.filter((p) => !p.archived);
  const archived = topic.prompts.filter((p) => p.archived);
  const shown = showArchived ? [...active, ...archived] : active;
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      shadow="xs"
      rounded="xl"
      overflow="hidden"
      aria-label={`Topic ${topic.name}`}
      role="region"
    >
      <Flex align="center" gap="3" px="5" py="3.5" bg={topic.archived ? 'bg.subtle' : undefined}>
        <Box flex="1" minW="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h3" size="sm" color={topic.archived ? 'fg.muted' : undefined}>
              {topic.name}
            </Heading>
            {topic.archived && (
              <Badge variant="subtle" colorPalette="gray">
                Archived
              </Badge>
            )}
          </Flex>
          <Text textStyle="xs" color="fg.muted">
            {pluralize(active.length, 'active prompt')}
            {archived.length > 0 && `, ${archived.length} archived`}
          </Text>
        </Box>
        {!topic.archived && (
          <ActionsMenu
            label={`Actions for topic ${topic.name}`}
            items={[
              {
                value: 'rename',
                label: 'Rename topic',
                onSelect: () => onAction({ kind: 'renameTopic', topic }),
              },
              {
                value: 'archive',
                label: 'Archive topic',
                danger: true,
                onSelect: () => onAction({ kind: 'archiveTopic', topic }),
              },
            ]}
          />
        )}
      </Flex>
      {shown.length > 0 ? (
        <Box as="ul" listStyleType="none">
          {shown.map((prompt) => (
            <PromptRow key={prompt.id} prompt={prompt} canMove={canMove} onAction={onAction} onAsk={onAsk} />
          ))}
        </Box>
      ) : (
        <Text px="5" py="3" borderTopWidth="1px" textStyle="sm" color="fg.muted">
          {topic.archived
            ? 'No prompts.'
            : 'No prompts yet: add the questions people ask AI about this topic.'}
        </Text>
      )}
      {!topic.archived && (
        <Box px="5" py="3" borderTopWidth="1px" bg="bg.subtle">
          <AddPromptForm topic={topic} />
        </Box>
      )}
    </Card.Root>
  );
}
