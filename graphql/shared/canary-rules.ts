/**
 * What a brand's canary questions may be (issue 62), for the server's updateCanaryPrompts and the canary
 * editor on the Prompts page alike: the editor shows the first problem in the words the server refuses with.
 */
import { z } from 'zod';
import { collapseSpace } from './input-rules';

/** Canary questions a brand starts with (the default set written from its category). */
export const DEFAULT_CANARIES = 20;
/** At most this many canary questions. */
export const MAX_CANARIES = 50;
/** Characters a canary question may have. */
export const MAX_CANARY_LENGTH = 300;

/** The questions as they are stored: white space collapsed and trimmed; checked in their order. */
export const canaryQuestionsInput = z
  .array(z.string())
  .transform((questions) => questions.map(collapseSpace))
  .superRefine((questions, ctx) => {
    const refuse = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (questions.length === 0) return refuse('Give at least one canary question.');
    if (questions.length > MAX_CANARIES)
      return refuse(
        `There can be at most ${MAX_CANARIES} canary questions (${questions.length} were given).`,
      );
    const seen = new Set<string>();
    for (const [index, question] of questions.entries()) {
      if (!question) return refuse(`Canary question ${index + 1} is empty.`);
      if (question.length > MAX_CANARY_LENGTH)
        return refuse(
          `Canary question ${index + 1} has ${question.length} characters; at most ${MAX_CANARY_LENGTH}.`,
        );
      const key = question.toLowerCase();
      if (seen.has(key)) return refuse(`"${question}" is given twice.`);
      seen.add(key);
    }
  });
