/** Test data and GraphQL mocks for the management view. */
import {
  type ManagePrompt_PromptFragment,
  type ManageTopic_TopicFragment,
} from '../../../__generated__/graphql';
import {
  EngineSettingsDocument,
  ManagePromptsDocument,
  ManageTopicSuggestionsDocument,
} from '../../../__generated__/hooks';

export const managedPrompt = (
  id: string,
  topicId: string,
  question: string,
  archived = false,
  promptKind: ManagePrompt_PromptFragment['promptKind'] = 'UNBRANDED',
  kindSetByUser = false,
): ManagePrompt_PromptFragment & { __typename: 'ManagedPrompt' } => ({
  __typename: 'ManagedPrompt',
  id,
  topicId,
  question,
  promptKind,
  kindSetByUser,
  archived,
});

export const managedTopic = (
  id: string,
  name: string,
  prompts: ManagePrompt_PromptFragment[] = [],
  extra: Partial<ManageTopic_TopicFragment> = {},
): ManageTopic_TopicFragment & { __typename: 'ManagedTopic' } => ({
  __typename: 'ManagedTopic',
  id,
  name,
  isAggregate: false,
  archived: false,
  prompts,
  ...extra,
});

/** The aggregate topic, two active topics (three prompts, one of them archived). */
export const managedTopics = () => [
  managedTopic('agg', 'Aggregate', [], { isAggregate: true }),
  managedTopic('t1', 'CRM software', [
    managedPrompt('p1', 't1', 'What is the best CRM for startups?'),
    managedPrompt('p2', 't1', 'Which CRM has the best email tools?'),
    managedPrompt('p0', 't1', 'An old question we stopped asking?', true),
  ]),
  managedTopic('t2', 'Marketing automation', [
    managedPrompt('p3', 't2', 'Which marketing automation tool is easiest?'),
  ]),
];

export const managedTopicsMock = (topics = managedTopics(), includeArchived = false) => ({
  request: { query: ManagePromptsDocument, variables: { includeArchived } },
  result: { data: { managedTopics: topics } },
});

export const topicSuggestionsMock = (topicSuggestions: string[] = []) => ({
  request: { query: ManageTopicSuggestionsDocument },
  result: { data: { topicSuggestions } },
});

export const engineSettings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'CollectionSettings' as const,
  platforms: ['CHATGPT', 'PERPLEXITY'],
  samplesPerPrompt: 1,
  realPlatforms: ['CHATGPT'],
  appPlatforms: [],
  realAppPlatforms: [],
  dailyHourUtc: 6,
  country: 'US',
  language: 'en',
  ...overrides,
});

export const engineSettingsMock = (settings = engineSettings()) => ({
  request: { query: EngineSettingsDocument },
  result: { data: { collectionSettings: settings } },
});
