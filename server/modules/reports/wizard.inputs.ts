/**
 * What the public report wizard may send (spec sections 5 and 9), checked the same way for GraphQL and
 * REST: length limits on every field, at most 5 competitors and 10 search topics, blanks removed.
 */
import { z } from 'zod';
import { badInput } from '../../lib/errors';

export const MAX_COMPETITORS = 5;
export const MAX_KEYWORDS = 10;
/** The wizard shows at least 10 prompt slots; a visitor may add a few more. */
export const MIN_PROMPT_SLOTS = 10;
export const MAX_PROMPTS = 20;
/** Prompts 1-8 are generic questions about the search topics; 9 and above are brand-specific. */
export const GENERIC_PROMPT_COUNT = 8;

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MAX_WEBSITE_LENGTH = 500;
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_PROMPT_LENGTH = 500;

/** The "standard address pattern" (HTML's e-mail input, with a dot required in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max * 4, `${label} is too long (at most ${max} characters).`)
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .refine((value) => value.length <= max, `${label} is too long (at most ${max} characters).`);

const companyName = text('Company name', MAX_NAME_LENGTH).refine(
  (v) => v.length > 0,
  'Company name is required.',
);

/** A list of short strings: trimmed, blanks removed, case-insensitive duplicates dropped. */
const list = (label: string, itemMax: number, maxItems: number) =>
  z
    .array(text(label, itemMax), { error: `${label} must be a list of text.` })
    .max(maxItems * 2, `At most ${maxItems} ${label.toLowerCase()} entries.`)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length <= maxItems, `At most ${maxItems} ${label.toLowerCase()} entries.`);

/** An optional website: blank is none; a bare domain gets https://; anything but http(s) is refused. */
const website = z
  .union([z.string(), z.null()], { error: 'Website must be text.' })
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (!trimmed) return null;
    if (trimmed.length > MAX_WEBSITE_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        message: `Website is too long (at most ${MAX_WEBSITE_LENGTH} characters).`,
      });
      return z.NEVER;
    }
    try {
      const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.'))
        throw new Error();
      return url.toString();
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Website must be a web address such as https://example.com.' });
      return z.NEVER;
    }
  });

const competitors = list('Competitors', MAX_NAME_LENGTH, MAX_COMPETITORS).optional().default([]);
const keywords = list('Search topics', MAX_KEYWORD_LENGTH, MAX_KEYWORDS).optional().default([]);

export const websiteInput = z.object({ companyName });
export const competitorsInput = z.object({ companyName, website });
export const keywordsInput = z.object({ companyName, website, competitors });
export const promptsInput = z.object({ companyName, competitors, keywords });

export const reportInput = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .max(MAX_EMAIL_LENGTH, INVALID_EMAIL)
    .regex(EMAIL_PATTERN, INVALID_EMAIL),
  companyName,
  website,
  competitors,
  keywords,
  prompts: z
    .array(z.string({ error: 'Prompts must be text.' }).max(MAX_PROMPT_LENGTH * 4), {
      error: 'Prompts must be a list of text.',
    })
    .max(MAX_PROMPTS * 2, `At most ${MAX_PROMPTS} prompts.`)
    .optional()
    .default([])
    .transform((items) => items.map((item) => item.replace(/\s+/g, ' ').trim()))
    .refine(
      (items) => items.every((item) => item.length <= MAX_PROMPT_LENGTH),
      `A prompt is too long (at most ${MAX_PROMPT_LENGTH} characters).`,
    )
    .transform((items) => items.filter(Boolean))
    .refine((items) => items.length <= MAX_PROMPTS, `At most ${MAX_PROMPTS} prompts.`),
  /** The honeypot: a field people never see. Anything in it marks the request as automated. */
  honeypot: z.string().max(1000).nullish(),
});

export type WebsiteInput = z.output<typeof websiteInput>;
export type CompetitorsInput = z.output<typeof competitorsInput>;
export type KeywordsInput = z.output<typeof keywordsInput>;
export type PromptsInput = z.output<typeof promptsInput>;
export type ReportInput = z.output<typeof reportInput>;

/** Parses one wizard input or throws a 400 naming the first problem. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badInput('The request body must be a JSON object.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw badInput(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}
