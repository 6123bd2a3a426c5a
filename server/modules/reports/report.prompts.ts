/**
 * Prompt suggestions from templates (no AI provider needed): 8 generic questions about the search
 * topics - the kind of question where a brand has to earn its mention - then brand-specific questions
 * about the company and its competitors; at least 10 in all.
 */
import { WIZARD_LIMITS } from '../../../graphql/shared/input-rules';

const GENERIC_TEMPLATES = [
  'What are the best options for {topic} right now?',
  'Who are the leading providers for {topic}?',
  'What should I look for when choosing {topic}?',
  'Can you recommend a reliable provider for {topic}?',
  'How do the top choices for {topic} compare?',
  'What are the most trusted brands for {topic}?',
  'For {topic}, which option offers the best value for money?',
  'What do experts recommend for {topic}?',
] as const;

export interface TemplatePromptInput {
  companyName: string;
  competitors: readonly string[];
  keywords: readonly string[];
}

/** Topics to ask about when the visitor gave none: what people search around the company itself. */
export function fallbackTopics(companyName: string, competitors: readonly string[]): string[] {
  const rivals = competitors.slice(0, 2).map((name) => `${name} alternatives`);
  return [`${companyName} alternatives`, ...rivals];
}

export function templatePrompts({ companyName, competitors, keywords }: TemplatePromptInput): string[] {
  const topics = keywords.length > 0 ? keywords : fallbackTopics(companyName, competitors);
  const generic = GENERIC_TEMPLATES.slice(0, WIZARD_LIMITS.genericPrompts).map((template, index) =>
    template.replace('{topic}', topics[index % topics.length] as string),
  );
  const brand = [
    `What is ${companyName} known for?`,
    keywords[0] ? `Is ${companyName} a good choice for ${keywords[0]}?` : `Is ${companyName} worth it?`,
    ...competitors.slice(0, 2).map((rival) => `How does ${companyName} compare to ${rival}?`),
  ];
  const prompts = [...generic, ...brand];
  // Never fewer than the wizard's 10 slots.
  const extras = [
    `What are the pros and cons of ${companyName}?`,
    `What do customers say about ${companyName}?`,
  ];
  while (prompts.length < WIZARD_LIMITS.minPromptSlots && extras.length > 0)
    prompts.push(extras.shift() as string);
  return prompts.slice(0, WIZARD_LIMITS.prompts);
}
