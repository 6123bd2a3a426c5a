/**
 * What people may type, written once for the server and the client: the limits and the messages of the
 * brand, competitors, topics and prompts (Settings, onboarding, prompt management) and of the public
 * report wizard, as zod schemas. The server's services parse with them and answer the first issue's
 * message as a 400; the client's forms run the same schemas, so a mistake shows beside its field in the
 * server's words before anything is sent. Only zod, so either side can import it.
 */
import { z } from 'zod';

/** White space collapsed and trimmed. */
export const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Control characters dropped too: topic names and questions as they are stored. */
export const cleanText = (text: string) => collapseSpace(text.replace(/\p{Cc}/gu, ' '));

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The message of the first problem `schema` finds in `value`, or null when there is none. */
export function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid input.');
}

// ---- the tracked brand (Settings and onboarding) ----

export const BRAND_LIMITS = { nameMax: 80, websiteMax: 200, aliases: 10, aliasMax: 60 };

export const brandName = z
  .string()
  .transform((value) => value.trim())
  .refine((name) => name.length > 0, 'Give the brand a name.')
  .refine(
    (name) => name.length <= BRAND_LIMITS.nameMax,
    `A brand name is at most ${BRAND_LIMITS.nameMax} characters.`,
  );

const isWebAddress = (value: string) => {
  const protocol = URL.canParse(value) ? new URL(value).protocol : null;
  return protocol === 'http:' || protocol === 'https:';
};

/** Optional: blank is none. */
export const brandWebsite = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine(
    (website) => website === null || website.length <= BRAND_LIMITS.websiteMax,
    `A website is at most ${BRAND_LIMITS.websiteMax} characters.`,
  )
  .refine(
    (website) => website === null || website.length > BRAND_LIMITS.websiteMax || isWebAddress(website),
    'The website must be an address starting with http:// or https://.',
  );

/** The brand's other names: trimmed, blanks and repeats of each other or of the name (any casing) dropped. */
export const brandAliases = (name: string) =>
  z.array(z.string()).transform((raw, ctx) => {
    const aliases: string[] = [];
    for (const item of raw) {
      const alias = item.trim();
      if (!alias) continue;
      if (alias.length > BRAND_LIMITS.aliasMax) {
        ctx.addIssue({ code: 'custom', message: `An alias is at most ${BRAND_LIMITS.aliasMax} characters.` });
        return z.NEVER;
      }
      if (sameText(alias, name) || aliases.some((kept) => sameText(kept, alias))) continue;
      aliases.push(alias);
    }
    if (aliases.length > BRAND_LIMITS.aliases)
      ctx.addIssue({ code: 'custom', message: `A brand has at most ${BRAND_LIMITS.aliases} aliases.` });
    return aliases;
  });

export const NOT_THIS_LIMITS = { max: 20, itemMax: 80 };

/** What the brand is, in its own words: the content tools state it as a fact. */
export const BRAND_DESCRIPTION_MAX = 300;
const brandDescription = z
  .string()
  .nullish()
  .transform((raw, ctx) => {
    if (raw === undefined) return undefined; // omitted: the stored one is kept
    const text = collapseSpace(raw ?? '');
    if (text.length > BRAND_DESCRIPTION_MAX)
      ctx.addIssue({
        code: 'custom',
        message: `The description is at most ${BRAND_DESCRIPTION_MAX} characters.`,
      });
    return text || null;
  });

/**
 * The brand's "not this" list: what answers mean by its name when they do not mean the brand ("Freddie
 * Mercury", "the planet"). Each line is trimmed; a blank line, one too long, or one listed twice (any
 * casing) is refused with the line's index as the issue's path, so a form shows the message beside it.
 */
export const notThisList = z.array(z.string()).transform((raw, ctx) => {
  const lines = raw.map(collapseSpace);
  lines.forEach((line, index) => {
    const problem = !line
      ? 'Write what the brand is not, or remove this line.'
      : line.length > NOT_THIS_LIMITS.itemMax
        ? `A line is at most ${NOT_THIS_LIMITS.itemMax} characters.`
        : lines.slice(0, index).some((earlier) => sameText(earlier, line))
          ? `"${line}" is listed twice.`
          : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [index] });
  });
  if (lines.length > NOT_THIS_LIMITS.max)
    ctx.addIssue({ code: 'custom', message: `List at most ${NOT_THIS_LIMITS.max} things the brand is not.` });
  return lines;
});

/**
 * The brand as it is stored; problems in the order name, website, aliases, "not this". Without notThis the
 * stored list is kept.
 */
export const brandInput = z
  .object({
    name: brandName,
    website: brandWebsite,
    aliases: z.array(z.string()),
    notThis: z.array(z.string()).nullish(),
    description: brandDescription,
  })
  .transform(({ name, website, aliases, notThis, description }, ctx) => {
    const parsed = brandAliases(name).safeParse(aliases);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['aliases'] });
      return z.NEVER;
    }
    const described = description === undefined ? {} : { description };
    if (notThis === null || notThis === undefined)
      return { name, website, aliases: parsed.data, ...described };
    const excluded = notThisList.safeParse(notThis);
    if (!excluded.success) {
      for (const issue of excluded.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['notThis', ...issue.path] });
      return z.NEVER;
    }
    return { name, website, aliases: parsed.data, notThis: excluded.data, ...described };
  });

// ---- competitors (Settings and onboarding) ----

export const COMPETITOR_LIMITS = { max: 10, nameMin: 1, nameMax: 60 };

/** A competitor name a suggestion may offer: one the account could save. */
export const isCompetitorName = (raw: string) => {
  const name = collapseSpace(raw);
  return name.length >= COMPETITOR_LIMITS.nameMin && name.length <= COMPETITOR_LIMITS.nameMax;
};

/** The tracked competitors: cleaned, blanks removed; too long, repeated, too many or the brand itself is refused. */
export const competitorNames = (ownNames: readonly (string | null | undefined)[]) =>
  z.array(z.string()).transform((raw, ctx) => {
    const own = ownNames.filter((name): name is string => !!name).map(collapseSpace);
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const names: string[] = [];
    for (const item of raw) {
      const name = collapseSpace(item);
      if (!name) continue;
      if (name.length > COMPETITOR_LIMITS.nameMax)
        return fail(`A competitor name is at most ${COMPETITOR_LIMITS.nameMax} characters.`);
      if (names.some((kept) => sameText(kept, name)))
        return fail(`The competitor "${name}" is listed twice.`);
      if (own.some((mine) => sameText(mine, name)))
        return fail(`"${name}" is your own brand; list only competitors.`);
      names.push(name);
    }
    if (names.length > COMPETITOR_LIMITS.max)
      return fail(`Track at most ${COMPETITOR_LIMITS.max} competitors.`);
    return names;
  });

// ---- topics and prompts (prompt management and onboarding) ----

export const TOPIC_NAME_LIMITS = { min: 2, max: 60 };
export const PROMPT_LIMITS = { min: 5, max: 500 };
export const SAMPLES_PER_PROMPT = { min: 1, max: 10 };

export const topicName = z
  .string()
  .transform(cleanText)
  .refine(
    (name) => name.length >= TOPIC_NAME_LIMITS.min && name.length <= TOPIC_NAME_LIMITS.max,
    `A topic name is ${TOPIC_NAME_LIMITS.min} to ${TOPIC_NAME_LIMITS.max} characters long.`,
  )
  .refine(
    (name) => !/aggregate/i.test(name),
    '"Aggregate" is reserved for the overview; choose another name.',
  );

export const question = z
  .string()
  .transform(cleanText)
  .refine(
    (text) => text.length >= PROMPT_LIMITS.min && text.length <= PROMPT_LIMITS.max,
    `A prompt is ${PROMPT_LIMITS.min} to ${PROMPT_LIMITS.max} characters long.`,
  );

const samplesMessage = `Samples per prompt is ${SAMPLES_PER_PROMPT.min} to ${SAMPLES_PER_PROMPT.max}.`;
export const samplesPerPrompt = z
  .number({ error: samplesMessage })
  .int(samplesMessage)
  .min(SAMPLES_PER_PROMPT.min, samplesMessage)
  .max(SAMPLES_PER_PROMPT.max, samplesMessage);

export const ONBOARDING_LIMITS = { topics: 10, promptsPerTopic: 10, starterPromptsPerTopic: 3 };

/**
 * Onboarding's topics with their prompts. Each topic's first problem is an issue at its index; a problem
 * with the list as a whole has no path. The first issue is the one the server answers.
 */
export const onboardingTopics = z
  .array(z.object({ name: z.string(), prompts: z.array(z.string()) }))
  .transform((raw, ctx) => {
    if (raw.length === 0) ctx.addIssue({ code: 'custom', message: 'Add at least one topic.' });
    else if (raw.length > ONBOARDING_LIMITS.topics)
      ctx.addIssue({
        code: 'custom',
        message: `Start with at most ${ONBOARDING_LIMITS.topics} topics; add more later on the prompts page.`,
      });
    const topics: { name: string; prompts: string[] }[] = [];
    raw.forEach((item, index) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', message, path: [index] });
      const name = topicName.safeParse(item.name);
      if (!name.success) return problem(name.error.issues[0]!.message);
      if (raw.slice(0, index).some((earlier) => sameText(cleanText(earlier.name), name.data)))
        return problem(`The topic "${name.data}" is listed twice.`);
      const prompts: string[] = [];
      for (const rawPrompt of item.prompts) {
        if (!collapseSpace(rawPrompt)) continue;
        const prompt = question.safeParse(rawPrompt);
        if (!prompt.success) return problem(prompt.error.issues[0]!.message);
        if (prompts.some((kept) => sameText(kept, prompt.data)))
          return problem(`The topic "${name.data}" lists the prompt "${prompt.data}" twice.`);
        prompts.push(prompt.data);
      }
      if (prompts.length > ONBOARDING_LIMITS.promptsPerTopic)
        return problem(`A topic starts with at most ${ONBOARDING_LIMITS.promptsPerTopic} prompts.`);
      topics.push({ name: name.data, prompts });
    });
    if (raw.length > 0 && raw.every((item) => item.prompts.every((prompt) => !collapseSpace(prompt))))
      ctx.addIssue({ code: 'custom', message: 'Add at least one prompt.' });
    return topics;
  });

/** The items `schema` accepts, cleaned, without repeats (any casing): suggestions the account could save. */
export function acceptable(items: readonly string[], schema: z.ZodType<string, string>): string[] {
  const kept = new Map<string, string>();
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success && !kept.has(parsed.data.toLowerCase()))
      kept.set(parsed.data.toLowerCase(), parsed.data);
  }
  return [...kept.values()];
}

// ---- the public report wizard ----

export const WIZARD_LIMITS = {
  competitors: 5,
  keywords: 10,
  /** The wizard shows at least 10 prompt slots; a visitor may add a few more. */
  minPromptSlots: 10,
  prompts: 20,
  /** Prompts 1-8 are generic questions about the search topics; 9 and above are brand-specific. */
  genericPrompts: 8,
  emailMax: 254,
  nameMax: 100,
  websiteMax: 500,
  keywordMax: 100,
  promptMax: 500,
};

/** The "standard address pattern" (HTML's e-mail input, with a dot required in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const INVALID_EMAIL = 'Please enter a valid email address';

const wizardText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max * 4, `${label} is too long (at most ${max} characters).`)
    .transform(collapseSpace)
    .refine((value) => value.length <= max, `${label} is too long (at most ${max} characters).`);

const companyName = wizardText('Company name', WIZARD_LIMITS.nameMax).refine(
  (v) => v.length > 0,
  'Company name is required.',
);

/** A list of short strings: trimmed, blanks removed, case-insensitive duplicates dropped. */
const wizardList = (label: string, itemMax: number, maxItems: number) =>
  z
    .array(wizardText(label, itemMax), { error: `${label} must be a list of text.` })
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
const wizardWebsite = z
  .union([z.string(), z.null()], { error: 'Website must be text.' })
  .optional()
  .transform((value, ctx) => {
    const trimmed = value?.trim() ?? '';
    if (!trimmed) return null;
    if (trimmed.length > WIZARD_LIMITS.websiteMax) {
      ctx.addIssue({
        code: 'custom',
        message: `Website is too long (at most ${WIZARD_LIMITS.websiteMax} characters).`,
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

const wizardCompetitors = wizardList('Competitors', WIZARD_LIMITS.nameMax, WIZARD_LIMITS.competitors)
  .optional()
  .default([]);
const wizardKeywords = wizardList('Search topics', WIZARD_LIMITS.keywordMax, WIZARD_LIMITS.keywords)
  .optional()
  .default([]);

export const suggestWebsiteInput = z.object({ companyName });
export const suggestCompetitorsInput = z.object({ companyName, website: wizardWebsite });
export const suggestKeywordsInput = z.object({
  companyName,
  website: wizardWebsite,
  competitors: wizardCompetitors,
});
export const suggestPromptsInput = z.object({
  companyName,
  competitors: wizardCompetitors,
  keywords: wizardKeywords,
});

export const reportInput = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .max(WIZARD_LIMITS.emailMax, INVALID_EMAIL)
    .regex(EMAIL_PATTERN, INVALID_EMAIL),
  companyName,
  website: wizardWebsite,
  competitors: wizardCompetitors,
  keywords: wizardKeywords,
  prompts: z
    .array(z.string({ error: 'Prompts must be text.' }).max(WIZARD_LIMITS.promptMax * 4), {
      error: 'Prompts must be a list of text.',
    })
    .max(WIZARD_LIMITS.prompts * 2, `At most ${WIZARD_LIMITS.prompts} prompts.`)
    .optional()
    .default([])
    .transform((items) => items.map(collapseSpace))
    .refine(
      (items) => items.every((item) => item.length <= WIZARD_LIMITS.promptMax),
      `A prompt is too long (at most ${WIZARD_LIMITS.promptMax} characters).`,
    )
    .transform((items) => items.filter(Boolean))
    .refine((items) => items.length <= WIZARD_LIMITS.prompts, `At most ${WIZARD_LIMITS.prompts} prompts.`),
  /** The honeypot: a field people never see. Anything in it marks the request as automated. */
  honeypot: z.string().max(1000).nullish(),
});

export type SuggestWebsiteInput = z.output<typeof suggestWebsiteInput>;
export type SuggestCompetitorsInput = z.output<typeof suggestCompetitorsInput>;
export type SuggestKeywordsInput = z.output<typeof suggestKeywordsInput>;
export type SuggestPromptsInput = z.output<typeof suggestPromptsInput>;
export type ReportInput = z.output<typeof reportInput>;

// ---- source types (Settings) ----

const HOST_PATTERN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * A cited domain as Settings takes it: a host name ("reddit.com"), or a pasted address reduced to its host;
 * lower case, without "www.".
 */
export const sourceDomain = z
  .string()
  .transform((value) => {
    const trimmed = value.trim().toLowerCase();
    const host = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed)
      ? trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      : trimmed;
    return host.split(/[/?#:]/)[0]!.replace(/^www\./, '');
  })
  .refine((host) => host.length > 0, 'Enter a domain, such as reddit.com.')
  .refine(
    (host) => host.length === 0 || HOST_PATTERN.test(host),
    'Enter a domain such as reddit.com or docs.acme.io.',
  );
