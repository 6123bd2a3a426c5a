import type { Platform } from '../__generated__/graphql';

/** The AI platforms in GraphQL's Platform enum, in the order the product lists them, with display names. */
const NAMES: Record<Platform, string> = {
  CHATGPT: 'ChatGPT',
  PERPLEXITY: 'Perplexity',
  GEMINI: 'Gemini',
  CLAUDE: 'Claude',
};

export const PLATFORMS = Object.keys(NAMES) as Platform[];

export const platformName = (platform: string) => NAMES[platform as Platform] ?? platform;
