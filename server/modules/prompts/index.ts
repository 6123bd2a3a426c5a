/** The front door of server/modules/prompts: what other modules may use. */
export { PROMPT_KIND_CLASSIFIER, promptKindClassifier } from './prompt-kind';
export { promptsResolvers } from './prompts.resolvers';
export { createPromptsRouter } from './prompts.routes';
export {
  choosePromptKind,
  classifyPrompts,
  classifyUnclassifiedPrompts,
  promptGroups,
} from './prompts.service';
export {
  archivePromptRow,
  archiveTopicPrompts,
  countActivePrompts,
  findActivePrompt,
  getManagedPrompt,
  insertPrompt,
  insertPromptsWithKinds,
  insertStarterPrompts,
  listManagedPrompts,
  updatePrompt,
} from './prompts.store';
export type { ManagedPromptRow } from './prompts.store';
export type { PromptGridRowModel, PromptGroupModel } from './prompts.service';
