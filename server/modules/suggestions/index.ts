/** The front door of server/modules/suggestions: what other modules may use. */
export { fetchPage } from './fetch-page';
export { askForText } from './openai';
export { suggestionsResolvers } from './suggestions.resolvers';
export { createSuggestionsRouter } from './suggestions.routes';
export { checkSuggestionLimit } from './suggestions.service';
export type { SuggestionContext } from './suggestions.service';
