/** Static content of the general Action Center: its next steps (the radar reads the answers) and llms.txt tips. */

export interface NextStep {
  id: string;
  title: string;
  description: string;
  impact: string;
  timeEstimate: string;
}

/** The five Immediate Next Steps; their ids are the ones the server accepts. */
export const NEXT_STEPS: NextStep[] = [
  {
    id: 'publish-comparison',
    title: 'Publish a comparison article with a feature table',
    description: 'Answers to comparison questions cite comparison pages; the radar lists the questions.',
    impact: 'High',
    timeEstimate: '4 hours',
  },
  {
    id: 'add-statistics',
    title: 'Add statistics to your top 5 pages',
    description: 'Statistics Addition raised visibility by about 30% in the GEO study.',
    impact: 'High',
    timeEstimate: '2 hours',
  },
  {
    id: 'pitch-media',
    title: 'Pitch two trade publications cited by AI answers',
    description: 'Sources that AI platforms already cite carry your brand into answers.',
    impact: 'Medium',
    timeEstimate: '1 hour',
  },
  {
    id: 'llms-txt',
    title: 'Publish an llms.txt file',
    description: 'Give AI crawlers a short, curated map of your most useful pages.',
    impact: 'Medium',
    timeEstimate: '30 minutes',
  },
  {
    id: 'expert-quotes',
    title: 'Add expert quotations to your product guides',
    description: 'Quotation Addition was the strongest single method in the GEO study.',
    impact: 'High',
    timeEstimate: '3 hours',
  },
];

export interface SourceContentType {
  type: string;
  count: number;
  examples: string[];
}

export const CONTENT_TYPE_TABLE: { type: string; avgCitations: number; impact: number }[] = [
  { type: 'Top 10 Lists', avgCitations: 12.4, impact: 5 },
  { type: 'Comparison Tables', avgCitations: 11.1, impact: 5 },
  { type: 'Research Reports', avgCitations: 9.8, impact: 4 },
  { type: 'Technical Guides', avgCitations: 7.2, impact: 4 },
  { type: 'Case Studies', avgCitations: 6.5, impact: 3 },
  { type: 'How-to Guides', avgCitations: 5.9, impact: 3 },
  { type: 'Checklists', avgCitations: 4.3, impact: 2 },
];

/** What the starting llms.txt knows of the signed-in brand. */
export interface LlmsTxtBrand {
  name: string;
  website: string | null;
  description: string | null;
}

/**
 * The llms.txt a brand without a saved one starts from: its own name, description and site, with
 * [placeholders] where only the brand can say what belongs (never another brand's file).
 */
export function starterLlmsTxt(brand: LlmsTxtBrand | null): string {
  const name = brand?.name ?? '[your brand]';
  const site = brand?.website?.replace(/\/+$/, '') ?? null;
  const page = (title: string, path: string, note: string) =>
    site ? `- [${title}](${site}${path}): ${note}` : `- [${title}]([add the page's address]): ${note}`;
  return [
    `# ${name}`,
    '',
    `> ${brand?.description?.trim() || `[one sentence: what ${name} is and who it is for]`}`,
    '',
    '## Pages',
    '',
    page('Home', '/', `What ${name} is, in one page.`),
    page('[a page AI answers should cite]', '/[path]', '[what a reader finds there, in one sentence]'),
    '',
  ].join('\n');
}

export const LLMS_TIPS = [
  'Start with an H1 title and a one-line "> " summary: that is what AI assistants read first.',
  'Group links under "## " sections as "- [name](url): notes"; keep notes to one short sentence.',
  'Put nice-to-have links in a final "## Optional" section so short contexts can skip them.',
];

