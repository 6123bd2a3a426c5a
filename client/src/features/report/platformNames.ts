/** Display names of the AI platforms in GraphQL's Platform enum. */
const NAMES: Record<string, string> = {
  CHATGPT: 'ChatGPT',
  PERPLEXITY: 'Perplexity',
  GEMINI: 'Gemini',
  CLAUDE: 'Claude',
};

export const platformName = (platform: string) => NAMES[platform] ?? platform;
