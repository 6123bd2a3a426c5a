/**
 * Prompt suggestions from templates (no AI provider needed). Mostly unbranded category questions about the
 * search topics - the questions a buyer asks, where a brand has to earn its mention - then at most three
 * that name the company: an answer to a question that names the brand names it, so those are kept few.
 * Every template takes the topic as a noun phrase after a preposition, so it reads as English whether the
 * topic is a mass noun ("API management"), a plural ("running shoes"), an activity ("trail running"), a
 * local service ("dental clinics in Leeds") or an acronym ("CRM"); and none presumes what is sold (no
 * "provider", "tools" or "buying"), so it fits consumer goods, services and software alike. Inside the
 * sentence the topic is written as a common noun (categoryInSentence: "Running shoes" → "running shoes").
 */
import { WIZARD_LIMITS } from '../../../graphql/shared/input-rules';
import { namesName } from '../../../graphql/shared/prompt-kinds';
import { categoryInSentence } from '../../lib/category-phrase';

const CATEGORY_TEMPLATES = [
  'What are the best options for {topic}?',
  'Who are the leading names in {topic}?',
  'What should I look for when it comes to {topic}?',
  'What is the most reliable choice for {topic}?',
  'How do the leading options for {topic} compare?',
  'Which names are most trusted for {topic}?',
  'Which option for {topic} gives the best value for money?',
  'What do experts recommend for {topic}?',
] as const;

/** Unbranded questions when no topic is known: about the market around a competitor. */
const RIVAL_TEMPLATES = [
  'What are the best alternatives to {rival}?',
  'Who do people turn to instead of {rival}?',
  'What are the main competitors of {rival}?',
  'Who offers something similar to {rival}?',
] as const;

/** Brand-named prompts in one set of suggestions, at most. */
export const MAX_BRANDED_SUGGESTIONS = 3;

export interface TemplatePromptInput {
  companyName: string;
  competitors: readonly string[];
  keywords: readonly string[];
}

/** Whether a suggestion names the company (a whole-word, case-insensitive match of its name). */
export const namesCompany = (text: string, companyName: string): boolean => namesName(text, companyName);

const fill = (template: string, key: string, value: string) => template.replace(`{${key}}`, value.trim());

export function templatePrompts({ companyName, competitors, keywords }: TemplatePromptInput): string[] {
  const rivals = competitors.filter((rival) => rival.trim() && !namesCompany(rival, companyName));
  const categoryTopics = keywords.filter((topic) => topic.trim() && !namesCompany(topic, companyName));
  const unbranded =
    categoryTopics.length > 0
      ? CATEGORY_TEMPLATES.slice(0, WIZARD_LIMITS.genericPrompts).map((template, index) =>
          fill(
            template,
            'topic',
            categoryInSentence(categoryTopics[index % categoryTopics.length] as string),
          ),
        )
      : rivals
          .slice(0, 2)
          .flatMap((rival) => RIVAL_TEMPLATES.map((template) => fill(template, 'rival', rival)));

  const topic = categoryTopics[0] && categoryInSentence(categoryTopics[0]);
  const branded = [
    `What is ${companyName} known for?`,
    topic ? `Is ${companyName} a good choice for ${topic}?` : `What are the pros and cons of ${companyName}?`,
    ...rivals.slice(0, 1).map((rival) => `How does ${companyName} compare to ${rival}?`),
    `What do customers say about ${companyName}?`,
  ];
  const brandedSlots = Math.max(
    MAX_BRANDED_SUGGESTIONS,
    WIZARD_LIMITS.minPromptSlots - unbranded.length, // never fewer than the wizard's 10 slots
  );
  const extras = [
    `How much does ${companyName} cost?`,
    `Who are ${companyName}'s customers?`,
    `What are the strengths and weaknesses of ${companyName}?`,
    `What is ${companyName} best at?`,
    `What does ${companyName} do better than others?`,
    `Is ${companyName} trustworthy?`,
    `Is ${companyName} worth it?`,
    `How good is ${companyName}'s customer service?`,
  ];
  const brandedAll = [...branded, ...extras];
  return [...unbranded, ...brandedAll.slice(0, brandedSlots)].slice(0, WIZARD_LIMITS.prompts);
}

/**
 * Up to `count` neutral questions about the category: the category templates for each topic in turn, then
 * the alternatives-to templates for each rival; none names the company (issue 62's canary prompts).
 */
export function categoryQuestions(
  topics: readonly string[],
  rivals: readonly string[],
  count: number,
): string[] {
  const questions = new Set<string>();
  const named = topics.filter((topic) => topic.trim());
  for (const template of CATEGORY_TEMPLATES)
    for (const topic of named) questions.add(fill(template, 'topic', categoryInSentence(topic)));
  for (const template of RIVAL_TEMPLATES)
    for (const rival of rivals.filter((name) => name.trim())) questions.add(fill(template, 'rival', rival));
  return [...questions].slice(0, count);
}
