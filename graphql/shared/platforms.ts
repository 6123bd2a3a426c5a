/**
 * The AI platforms Sightline asks, written once for the server and the client: the id the server stores
 * and the engines use, the value of GraphQL's Platform enum (codegen maps one onto the other, see
 * codegen.ts), and the name the product shows. Dependency-free, so any side can import it.
 */
export const PLATFORMS = [
  { id: 'chatgpt', value: 'CHATGPT', label: 'ChatGPT' },
  { id: 'perplexity', value: 'PERPLEXITY', label: 'Perplexity' },
  { id: 'gemini', value: 'GEMINI', label: 'Gemini' },
  { id: 'claude', value: 'CLAUDE', label: 'Claude' },
  { id: 'grok', value: 'GROK', label: 'Grok' },
  { id: 'deepseek', value: 'DEEPSEEK', label: 'DeepSeek' },
  { id: 'google_ai_overview', value: 'GOOGLE_AI_OVERVIEW', label: 'Google AI Overview' },
  { id: 'google_ai_mode', value: 'GOOGLE_AI_MODE', label: 'Google AI Mode' },
] as const;

export type PlatformId = (typeof PLATFORMS)[number]['id'];
export type PlatformValue = (typeof PLATFORMS)[number]['value'];

/** The ids, in the order the product lists the platforms. */
export const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((platform) => platform.id);
/** The GraphQL enum values, in the same order. */
export const PLATFORM_VALUES: readonly PlatformValue[] = PLATFORMS.map((platform) => platform.value);

/** GraphQL enum value → id: the enum's internal values (codegen's enumValues and the server's resolvers). */
export const PLATFORM_ENUM = Object.fromEntries(PLATFORMS.map(({ value, id }) => [value, id])) as {
  [P in (typeof PLATFORMS)[number] as P['value']]: P['id'];
};

export function isPlatformId(value: string): value is PlatformId {
  return (PLATFORM_IDS as readonly string[]).includes(value);
}

/** The name shown for a platform, given its id or its GraphQL value; an unknown one is shown as it is. */
export function platformLabel(platform: string): string {
  return PLATFORMS.find((p) => p.id === platform || p.value === platform)?.label ?? platform;
}
