import { Box, Button, CloseButton, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ListFields } from '../wizard/ListFields';
import {
  clean,
  PROMPT_LIMITS,
  PROMPTS_PER_TOPIC_MAX,
  TOPIC_NAME_LIMITS,
  TOPICS_MAX,
  type TopicDraft,
  type TopicsErrors,
} from './onboardingRules';

/**
 * Topics with their starter prompts: rename, add or remove a topic, edit its prompts, and ask for
 * suggested prompts for a topic that has a name but no prompts yet.
 */
export function TopicsEditor({
  topics,
  errors,
  onChange,
  onSuggest,
  suggesting,
}: {
  topics: TopicDraft[];
  errors: TopicsErrors | null;
  onChange: (topics: TopicDraft[]) => void;
  onSuggest: (index: number) => void;
  /** The topic whose prompts are being suggested. */
  suggesting: number | null;
}) {
  const update = (index: number, patch: Partial<TopicDraft>) =>
    onChange(topics.map((topic, i) => (i === index ? { ...topic, ...patch } : topic)));

  return (
    <Stack gap="4">
      {topics.map((topic, index) => {
        const error = errors?.topics[index] ?? null;
        const label = clean(topic.name) || `Topic ${index + 1}`;
        return (
          <Box
            key={index}
            role="group"
            aria-label={`Topic ${index + 1}`}
            borderWidth="1px"
            borderColor={error ? 'border.error' : 'border'}
            rounded="xl"
            p={{ base: '3', md: '4' }}
            bg="bg.panel"
          >
            <Stack gap="3">
              <HStack align="flex-end" gap="2">
                <Field.Root flex="1" invalid={!!error}>
                  <Field.Label>{`Topic ${index + 1} name`}</Field.Label>
                  <Input
                    value={topic.name}
                    maxLength={TOPIC_NAME_LIMITS.max}
                    placeholder="e.g. running shoes"
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                </Field.Root>
                {topics.length > 1 && (
                  <CloseButton
                    size="sm"
                    variant="ghost"
                    mb="1"
                    aria-label={`Remove topic ${label}`}
                    onClick={() => onChange(topics.filter((_, i) => i !== index))}
                  />
                )}
              </HStack>
              <Stack gap="2">
                <HStack justify="space-between" gap="2" minH="8">
                  <Text textStyle="sm" fontWeight="medium">
                    Prompts
                  </Text>
                  {topic.prompts.length === 0 && clean(topic.name).length >= TOPIC_NAME_LIMITS.min && (
                    <Button
                      size="sm"
                      variant="subtle"
                      colorPalette="teal"
                      loading={suggesting === index}
                      disabled={suggesting !== null}
                      onClick={() => onSuggest(index)}
                    >
                      Suggest prompts
                    </Button>
                  )}
                </HStack>
                {topic.prompts.length === 0 && (
                  <Text textStyle="sm" color="fg.muted">
                    No prompts yet: add your own or let us suggest a few.
                  </Text>
                )}
                <ListFields
                  label={`Prompts for ${label}`}
                  itemLabel="Prompt"
                  placeholder="A question your customers ask an AI assistant"
                  items={topic.prompts}
                  max={PROMPTS_PER_TOPIC_MAX}
                  maxLength={PROMPT_LIMITS.max}
                  onChange={(prompts) => update(index, { prompts })}
                />
              </Stack>
              {error && (
                <Text textStyle="sm" color="fg.error" role="alert">
                  {error}
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
      {topics.length < TOPICS_MAX && (
        <Button
          alignSelf="flex-start"
          variant="outline"
          size="sm"
          onClick={() => onChange([...topics, { name: '', prompts: [] }])}
        >
          {`+ Add topic (${topics.length}/${TOPICS_MAX})`}
        </Button>
      )}
      {errors?.list && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {errors.list}
        </Text>
      )}
    </Stack>
  );
}
