import { Button, Field, Flex, Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { ManagePrompt_PromptFragment, ManageTopic_TopicFragment } from '../../../__generated__/graphql';
import {
  useManageArchivePromptMutation,
  useManageArchiveTopicMutation,
  useManageCreateTopicMutation,
  useManageEditPromptMutation,
  useManageMovePromptMutation,
  useManageRenameTopicMutation,
  useManageTopicSuggestionsQuery,
} from '../../../__generated__/hooks';
import { SelectField } from '../../../components/SelectField';
import { toaster } from '../../../components/toaster';
import { pluralize } from '../../../lib/format';
import { PROMPT_LIMITS, TOPIC_NAME_LIMITS } from '../../../../../graphql/shared/input-rules';
import { ManageDialog } from './ManageDialog';
import { errorMessage, MANAGE_MUTATION_OPTIONS } from './refetch';

/** What the user asked to do; the matching dialog opens. */
export type ManageAction =
  | { kind: 'createTopic' }
  | { kind: 'renameTopic'; topic: ManageTopic_TopicFragment }
  | { kind: 'archiveTopic'; topic: ManageTopic_TopicFragment }
  | { kind: 'editPrompt'; prompt: ManagePrompt_PromptFragment }
  | { kind: 'movePrompt'; prompt: ManagePrompt_PromptFragment }
  | { kind: 'archivePrompt'; prompt: ManagePrompt_PromptFragment };

/** Runs a dialog's mutation: success toasts and closes; a refusal stays in the dialog in the server's words. */
function useDialogSubmit(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (mutate: () => Promise<unknown>, success: string) => {
    setError(null);
    try {
      await mutate();
      toaster.create({ type: 'success', title: success });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };
  return { error, submit };
}

function TopicNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>Topic name</Field.Label>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={TOPIC_NAME_LIMITS.max}
        placeholder="e.g. Project management"
        autoFocus
      />
      <Field.HelperText>2 to {TOPIC_NAME_LIMITS.max} characters.</Field.HelperText>
    </Field.Root>
  );
}

/** Category phrases from the account's collected answers, one click from the name field; none before any. */
function TopicSuggestions({ onPick }: { onPick: (name: string) => void }) {
  const { data } = useManageTopicSuggestionsQuery({ fetchPolicy: 'cache-and-network' });
  const suggestions = data?.topicSuggestions ?? [];
  if (suggestions.length === 0) return null;
  return (
    <Flex role="group" aria-label="Suggested topics" gap="2" wrap="wrap" align="center" mt="3">
      <Text textStyle="xs" color="fg.muted">
        Often in your answers:
      </Text>
      {suggestions.map((suggestion) => (
        <Button
          key={suggestion}
          size="xs"
          variant="outline"
          rounded="full"
          onClick={() => onPick(suggestion)}
        >
          {suggestion}
        </Button>
      ))}
    </Flex>
  );
}

function CreateTopicDialog({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [createTopic, { loading }] = useManageCreateTopicMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  return (
    <ManageDialog
      open
      title="New topic"
      description="A topic groups related prompts and gets its own page in the sidebar."
      submitLabel="Create topic"
      submitDisabled={!name.trim()}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(() => createTopic({ variables: { input: { name } } }), `Topic "${name.trim()}" created`)
      }
    >
      <TopicNameField value={name} onChange={setName} />
      <TopicSuggestions onPick={setName} />
    </ManageDialog>
  );
}

function RenameTopicDialog({ topic, onClose }: { topic: ManageTopic_TopicFragment; onClose: () => void }) {
  const [name, setName] = useState(topic.name);
  const [renameTopic, { loading }] = useManageRenameTopicMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  return (
    <ManageDialog
      open
      title={`Rename "${topic.name}"`}
      description="Its prompts, answers and history stay with it."
      submitLabel="Rename"
      submitDisabled={!name.trim() || name.trim() === topic.name}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(
          () => renameTopic({ variables: { input: { id: topic.id, name } } }),
          `Topic renamed to "${name.trim()}"`,
        )
      }
    >
      <TopicNameField value={name} onChange={setName} />
    </ManageDialog>
  );
}

function ArchiveTopicDialog({ topic, onClose }: { topic: ManageTopic_TopicFragment; onClose: () => void }) {
  const [archiveTopic, { loading }] = useManageArchiveTopicMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  const prompts = topic.prompts.filter((p) => !p.archived).length;
  return (
    <ManageDialog
      open
      danger
      title={`Archive "${topic.name}"?`}
      description={
        <>
          Its {pluralize(prompts, 'prompt')} will no longer be asked, and the topic leaves the sidebar and the
          dashboards. The answers collected so far and their history are kept.
        </>
      }
      submitLabel="Archive topic"
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(
          () => archiveTopic({ variables: { input: { id: topic.id } } }),
          `Topic "${topic.name}" archived`,
        )
      }
    />
  );
}

function EditPromptDialog({ prompt, onClose }: { prompt: ManagePrompt_PromptFragment; onClose: () => void }) {
  const [question, setQuestion] = useState(prompt.question);
  const [editPrompt, { loading }] = useManageEditPromptMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  return (
    <ManageDialog
      open
      title="Edit prompt"
      description="The prompt keeps its answers and history; from the next run it is asked in the new wording."
      submitLabel="Save prompt"
      submitDisabled={!question.trim() || question.trim() === prompt.question}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(() => editPrompt({ variables: { input: { id: prompt.id, question } } }), 'Prompt saved')
      }
    >
      <Field.Root required>
        <Field.Label>Prompt</Field.Label>
        <Textarea
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          maxLength={PROMPT_LIMITS.max}
          autoresize
          rows={3}
          autoFocus
        />
        <Field.HelperText>5 to {PROMPT_LIMITS.max} characters.</Field.HelperText>
      </Field.Root>
    </ManageDialog>
  );
}

function MovePromptDialog({
  prompt,
  topics,
  onClose,
}: {
  prompt: ManagePrompt_PromptFragment;
  topics: readonly ManageTopic_TopicFragment[];
  onClose: () => void;
}) {
  const targets = topics.filter((t) => t.id !== prompt.topicId);
  const current = topics.find((t) => t.id === prompt.topicId);
  const [topicId, setTopicId] = useState(targets[0]?.id ?? '');
  const [movePrompt, { loading }] = useManageMovePromptMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  const target = targets.find((t) => t.id === topicId);
  return (
    <ManageDialog
      open
      title="Move prompt"
      description={
        <>
          Answers collected so far stay counted under {current ? `"${current.name}"` : 'their topic'}; new
          answers count under the topic you choose.
        </>
      }
      submitLabel="Move prompt"
      submitDisabled={!target}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(
          () => movePrompt({ variables: { input: { id: prompt.id, topicId } } }),
          `Prompt moved to "${target?.name ?? ''}"`,
        )
      }
    >
      <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
        {prompt.question}
      </Text>
      <SelectField
        label="Move to"
        value={topicId}
        options={targets.map((t) => ({ value: t.id, label: t.name }))}
        onChange={setTopicId}
      />
    </ManageDialog>
  );
}

function ArchivePromptDialog({
  prompt,
  onClose,
}: {
  prompt: ManagePrompt_PromptFragment;
  onClose: () => void;
}) {
  const [archivePrompt, { loading }] = useManageArchivePromptMutation(MANAGE_MUTATION_OPTIONS);
  const { error, submit } = useDialogSubmit(onClose);
  return (
    <ManageDialog
      open
      danger
      title="Archive prompt?"
      description="It will no longer be asked and leaves the dashboards. Its answers and history are kept."
      submitLabel="Archive prompt"
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={() =>
        void submit(() => archivePrompt({ variables: { input: { id: prompt.id } } }), 'Prompt archived')
      }
    >
      <Text textStyle="sm" fontWeight="medium" overflowWrap="anywhere">
        {prompt.question}
      </Text>
    </ManageDialog>
  );
}

/** The dialog for the chosen action; `topics` are the active topics a prompt can move to. */
export function ManageDialogs({
  action,
  topics,
  onClose,
}: {
  action: ManageAction | null;
  topics: readonly ManageTopic_TopicFragment[];
  onClose: () => void;
}) {
  switch (action?.kind) {
    case 'createTopic':
      return <CreateTopicDialog onClose={onClose} />;
    case 'renameTopic':
      return <RenameTopicDialog topic={action.topic} onClose={onClose} />;
    case 'archiveTopic':
      return <ArchiveTopicDialog topic={action.topic} onClose={onClose} />;
    case 'editPrompt':
      return <EditPromptDialog prompt={action.prompt} onClose={onClose} />;
    case 'movePrompt':
      return <MovePromptDialog prompt={action.prompt} topics={topics} onClose={onClose} />;
    case 'archivePrompt':
      return <ArchivePromptDialog prompt={action.prompt} onClose={onClose} />;
    default:
      return null;
  }
}
