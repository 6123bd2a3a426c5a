/**
 * The fund view's sample prompts (spec: "Prompts page (fund view, sample data)"). Fixed figures for the
 * seeded fund brand, Lumen Peak Capital; served by fund.service.ts so the prompts page and GraphQL analysts
 * see the same numbers. Nothing here is collected; the fund dashboard's cards are (fund.service.ts).
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
