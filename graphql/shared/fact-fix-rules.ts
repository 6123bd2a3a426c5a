/**
 * What a fix sent for a fact issue may say (Mutation.sendFactFix, POST /api/fact-issues/:id/fix, and the
 * Facts page's "Fix it" form run the same schema, so the form shows the server's own message). The day is
 * checked against today by the server.
 */
import { z } from 'zod';
import { isCalendarDay, notACalendarDay } from './period-rules';

export const FACT_FIX_LIMITS = { urlMax: 2000, noteMax: 2000 } as const;

const isWebAddress = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

export const sendFactFixInput = z
  .object({
    kind: z.enum(['OUTREACH', 'OWN_PAGE'], { error: 'kind must be OUTREACH or OWN_PAGE.' }),
    url: z
      .string({ error: 'url must be a web address starting with http:// or https://.' })
      .transform((value) => value.trim())
      .refine(
        (value) => value.length <= FACT_FIX_LIMITS.urlMax && isWebAddress(value),
        'url must be a web address starting with http:// or https://.',
      ),
    day: z
      .string({ error: notACalendarDay('day') })
      .nullish()
      .refine((value) => value == null || isCalendarDay(value), notACalendarDay('day')),
    note: z
      .string({ error: 'note must be text.' })
      .nullish()
      .transform((value) => value?.trim() || null)
      .refine(
        (value) => value === null || value.length <= FACT_FIX_LIMITS.noteMax,
        `note is too long (at most ${FACT_FIX_LIMITS.noteMax} characters).`,
      ),
    email: z
      .object(
        { to: z.string(), subject: z.string(), body: z.string() },
        { error: 'email must hold to, subject and body.' },
      )
      .nullish(),
  })
  .refine((fix) => fix.kind !== 'OUTREACH' || fix.email, {
    error: 'An outreach fix sends an e-mail to the page’s owner: give its to, subject and body.',
  })
  .refine((fix) => fix.kind !== 'OWN_PAGE' || !fix.email, {
    error: 'Only an outreach fix sends an e-mail; a fix of your own page takes a note.',
  });

export type SendFactFixFields = z.output<typeof sendFactFixInput>;
