/**
 * What a logged change may say (Mutation.logChange and the client's "Log a change" form run the same
 * schema, so the form shows the server's own message before anything is sent).
 */
import { z } from 'zod';
import { isCalendarDay, notACalendarDay } from './period-rules';

export const CHANGE_LIMITS = { titleMax: 200, urlMax: 2000, targetsMax: 200 } as const;

export const logChangeInput = z.object({
  title: z
    .string({ error: 'Title must be text.' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'Say what changed: the title is empty.' })
        .max(CHANGE_LIMITS.titleMax, {
          error: `Title is too long (at most ${CHANGE_LIMITS.titleMax} characters).`,
        }),
    ),
  day: z.string({ error: notACalendarDay('Day') }).refine(isCalendarDay, { error: notACalendarDay('Day') }),
  url: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value, ctx) => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) return null;
      try {
        if (trimmed.length > CHANGE_LIMITS.urlMax) throw new Error();
        const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
        if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) throw new Error();
        return url.toString();
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'Link must be a web address such as https://example.com/page.',
        });
        return z.NEVER;
      }
    }),
  topicIds: z
    .array(z.string())
    .max(CHANGE_LIMITS.targetsMax)
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  promptIds: z
    .array(z.string())
    .max(CHANGE_LIMITS.targetsMax)
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
});

export type LogChangeFields = z.output<typeof logChangeInput>;
