/**
 * The fund view's sample data (spec: "Prompts page (fund view, sample data)" and the fund dashboard's
 * sample cards). Fixed figures for the seeded fund brand, Lumen Peak Capital; served by fund.service.ts so
 * the dashboard and GraphQL analysts see the same numbers. Nothing here is collected.
 */

export interface FundSamplePrompt {
  id: string;
  prompt: string;
  /** Average position (1 = named first) at which answers name the fund. */
  averageRank: number;
  /** Places moved since the previous period: positive = up (better). */
  rankChange: number;
  topCompetitors: string[];
  category: string;
  /** Share of answers naming the fund, 0–100. */
  visibility: number;
}

const p = (
  id: number,
  prompt: string,
  category: string,
  averageRank: number,
  rankChange: number,
  visibility: number,
  topCompetitors: string[],
): FundSamplePrompt => ({
  id: `sample-prompt-${String(id).padStart(2, '0')}`,
  prompt,
  category,
  averageRank,
  rankChange,
  topCompetitors,
  visibility,
});

/** The spec's sample prompt list: 20 entries. */
export const FUND_SAMPLE_PROMPTS: readonly FundSamplePrompt[] = [
  p(1, 'Which venture capital firms are the best seed investors in Europe?', 'Seed Investing', 1.8, 0.4, 92, [
    'Index Ventures',
    'Accel',
    'Balderton Capital',
    'Atomico',
  ]),
  p(2, 'Who are the most active pre-seed investors for technical founders?', 'Seed Investing', 2.3, 0.2, 88, [
    'Founders Fund',
    'Sequoia Capital',
    'Accel',
  ]),
  p(3, 'Which VC firms have the strongest fintech portfolio?', 'Fintech', 3.1, -0.3, 74, [
    'Andreessen Horowitz',
    'Index Ventures',
    'Accel',
    'Sequoia Capital',
  ]),
  p(4, 'Is Lumen Peak Capital a good investor for an early-stage fintech startup?', 'Fintech', 1.2, 0.1, 96, [
    'Index Ventures',
    'Accel',
  ]),
  p(5, 'Which venture funds invest in AI infrastructure startups?', 'AI Infrastructure', 4.2, 0.8, 63, [
    'Andreessen Horowitz',
    'Sequoia Capital',
    'Lightspeed Venture Partners',
    'Greylock',
  ]),
  p(6, 'How do venture funds approach AI investments in 2026?', 'AI Infrastructure', 3.6, 0.5, 71, [
    'Andreessen Horowitz',
    'Greylock',
    'Sequoia Capital',
  ]),
  p(7, 'Which VCs back climate tech companies at Series A?', 'Climate Tech', 4.8, -0.6, 58, [
    'Lightspeed Venture Partners',
    'Index Ventures',
    'Founders Fund',
  ]),
  p(8, 'What are the best venture firms for climate hardware startups?', 'Climate Tech', 5.4, -1.1, 52, [
    'Founders Fund',
    'Lightspeed Venture Partners',
    'Andreessen Horowitz',
    'Atomico',
  ]),
  p(
    9,
    'Which venture capital firms provide the most hands-on support after investing?',
    'Founder Support',
    2.1,
    0.3,
    86,
    ['Andreessen Horowitz', 'Accel', 'Index Ventures'],
  ),
  p(10, 'Which venture firms offer the most founder-friendly terms?', 'Founder Support', 2.7, 0, 81, [
    'Founders Fund',
    'Accel',
    'Balderton Capital',
  ]),
  p(11, 'What do founders say about working with Lumen Peak Capital?', 'Founder Support', 1.4, 0.2, 94, [
    'Index Ventures',
    'Atomico',
  ]),
  p(12, 'Which venture funds invest in both Europe and the US?', 'European VC', 2.9, 0.6, 79, [
    'Index Ventures',
    'Accel',
    'Lightspeed Venture Partners',
    'Atomico',
  ]),
  p(13, 'What are the top European venture capital firms in 2026?', 'European VC', 3.4, -0.2, 76, [
    'Atomico',
    'Balderton Capital',
    'Index Ventures',
  ]),
  p(
    14,
    'Which VC-backed developer tools startups are growing fastest right now?',
    'Portfolio Companies',
    3.9,
    0.7,
    68,
    ['Accel', 'Sequoia Capital', 'Greylock'],
  ),
  p(15, 'What companies are in the Lumen Peak Capital portfolio?', 'Portfolio Companies', 1.1, 0, 97, [
    'Accel',
  ]),
  p(
    16,
    'Which investors have the best track record with seed-stage portfolio companies?',
    'Portfolio Companies',
    2.6,
    0.4,
    83,
    ['Sequoia Capital', 'Founders Fund', 'Accel', 'Index Ventures'],
  ),
  p(
    17,
    'Which VC firms are known for a thesis-driven investment approach?',
    'Investment Strategy',
    3.3,
    -0.4,
    72,
    ['Founders Fund', 'Andreessen Horowitz', 'Greylock'],
  ),
  p(18, 'What is the typical check size for seed venture funds?', 'Investment Strategy', 4.5, 0.3, 61, [
    'Sequoia Capital',
    'Accel',
    'Lightspeed Venture Partners',
  ]),
  p(
    19,
    'Which VCs reserve the most capital for follow-on investments?',
    'Investment Strategy',
    3.8,
    -0.7,
    66,
    ['Lightspeed Venture Partners', 'Sequoia Capital', 'Index Ventures'],
  ),
  p(
    20,
    'How does Lumen Peak Capital compare to Accel for seed rounds?',
    'Investment Strategy',
    1.6,
    0.5,
    90,
    ['Accel', 'Index Ventures', 'Sequoia Capital'],
  ),
];

/** The fund dashboard's sample overview (the spec's "Overview data object"); sentiment on a 0–1 scale. */
export const FUND_SAMPLE_OVERVIEW = {
  brandMentions: 1247,
  sentimentScore: 0.64,
  impressionsTotal: 18_420,
  topPlatforms: [
    { name: 'ChatGPT', mentions: 562 },
    { name: 'Perplexity', mentions: 418 },
    { name: 'Gemini', mentions: 267 },
  ],
  topicBreakdown: [
    { name: 'Portfolio Companies', percentage: 54 },
    { name: 'Investment Strategy', percentage: 46 },
  ],
  competitorRankings: [
    { name: 'Sequoia Capital', count: 412 },
    { name: 'Andreessen Horowitz', count: 378 },
    { name: 'Accel', count: 305 },
    { name: 'Index Ventures', count: 261 },
    { name: 'Lightspeed Venture Partners', count: 198 },
    { name: 'Founders Fund', count: 154 },
    { name: 'Greylock', count: 117 },
  ],
  topSources: [
    { url: 'https://techcrunch.com/venture', count: 214 },
    { url: 'https://www.crunchbase.com/hub/european-seed-investors', count: 187 },
    { url: 'https://sifted.eu/articles/best-seed-vcs-europe', count: 163 },
    { url: 'https://pitchbook.com/news/reports/european-venture-report', count: 139 },
    { url: 'https://www.forbes.com/midas-list', count: 121 },
    { url: 'https://www.ft.com/venture-capital', count: 96 },
    { url: 'https://news.ycombinator.com/item?id=vc-thread', count: 74 },
    { url: 'https://www.lumenpeak.vc/portfolio', count: 68 },
    { url: 'https://www.reddit.com/r/startups', count: 51 },
    { url: 'https://www.linkedin.com/pulse/seed-investing', count: 43 },
  ],
} as const;
