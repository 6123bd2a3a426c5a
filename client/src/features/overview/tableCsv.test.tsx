/**
 * The CSV buttons of the overview's ranked lists and the fund's prompts table: each downloads the rows
 * it shows, with the figures as shown.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { overviewData } from '../../test/fixtures';
import { downloadedCsv as downloaded } from '../../test/csvDownload';
import { renderWithProviders } from '../../test/render';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { FundPromptsTable } from '../fund/FundPromptsTable';
import { TopicBreakdownCard } from './TopicBreakdownCard';
import { TopPlatformsCard } from './TopPlatformsCard';
import { TopSourcesCard } from './TopSourcesCard';

afterEach(() => vi.restoreAllMocks());

const { overview } = overviewData();

test('Top Platforms downloads each platform by impressions, with its visibility and refusal rate as shown', async () => {
  renderWithProviders(
    <AnswersDrawerProvider>
      <TopPlatformsCard platforms={overview.topPlatforms} />
    </AnswersDrawerProvider>,
  );
  expect(await downloaded('Download Top Platforms as CSV')).toBe(
    'platform,impressions,answers,visibility_pct,refusals,refusal_rate_pct,no_answers,answer_rate_pct\r\nChatGPT,300,600,50,0,0,0,100\r\nPerplexity,200,600,33.3,6,1,0,100\r\n',
  );
  // The refusal rate shows beside a platform that declined some answers, and only there.
  expect(screen.getByText('200 impressions · 33.3% · 1.0% refused')).toBeInTheDocument();
  expect(screen.getByText('300 impressions · 50.0%')).toBeInTheDocument();
});

test('Top Platforms shows the answer rate of a platform that showed no answer for some searches, and only there', async () => {
  const aiOverview = {
    __typename: 'PlatformShare' as const,
    platform: 'GOOGLE_AI_OVERVIEW' as const,
    label: 'Google AI Overview',
    impressions: 90,
    answers: 240,
    refusals: 0,
    refusalRate: 0,
    noAnswers: 360,
    answerRate: 40,
    visibility: 37.5,
  };
  renderWithProviders(
    <AnswersDrawerProvider>
      <TopPlatformsCard platforms={[...overview.topPlatforms, aiOverview]} />
    </AnswersDrawerProvider>,
  );
  expect(await screen.findByText('90 impressions · 37.5% · 40.0% answered')).toBeInTheDocument();
  expect(screen.getByText('300 impressions · 50.0%')).toBeInTheDocument();
  expect(await downloaded('Download Top Platforms as CSV')).toContain(
    '\r\nGoogle AI Overview,90,240,37.5,0,0,360,40\r\n',
  );
});

test('Topic Breakdown downloads each topic with its rounded share', async () => {
  renderWithProviders(
    <AnswersDrawerProvider>
      <TopicBreakdownCard topics={overview.topicBreakdown} />
    </AnswersDrawerProvider>,
  );
  expect(await downloaded('Download Topic Breakdown as CSV')).toBe(
    'topic,impressions_share_pct\r\nPortfolio Companies,60\r\n',
  );
});

test('the fund prompts table downloads its rows, competitors in one cell', async () => {
  renderWithProviders(
    <FundPromptsTable
      prompts={[
        {
          __typename: 'FundPrompt',
          id: 'p1',
          prompt: 'Best seed funds, for "deep tech"?',
          category: 'Portfolio Companies',
          averageRank: 2.25,
          rankChange: -1,
          visibility: 71.6,
          topCompetitors: ['Accel', 'Sequoia Capital'],
        },
      ]}
      sort={null}
      onSort={() => undefined}
    />,
  );
  expect(await downloaded('Download Prompts as CSV')).toBe(
    'prompt,category,average_rank,rank_change,visibility_pct,top_competitors\r\n' +
      '"Best seed funds, for ""deep tech""?",Portfolio Companies,2.3,-1,72,"Accel; Sequoia Capital"\r\n',
  );
});

test('Top Sources labels its two CSV buttons by what each downloads', async () => {
  renderWithProviders(
    <AnswersDrawerProvider>
      <TopSourcesCard
        topicId={null}
        sources={overview.metrics.topSources}
        categories={overview.metrics.citationsByCategory}
      />
    </AnswersDrawerProvider>,
  );
  const sources = screen.getByRole('button', { name: 'Sources CSV' });
  expect(sources).toHaveAttribute('title', 'Download Top Sources as CSV');
  expect(screen.getByRole('button', { name: 'Categories CSV' })).toHaveAttribute(
    'title',
    'Download Citations by kind of source as CSV',
  );
  expect(await downloaded('Sources CSV')).toMatch(
    /^rank,url,domain,category,citations,citation_share_pct\r\n1,/,
  );
  expect(await downloaded('Categories CSV')).toBe(
    'category,citations,share_pct\r\nOther,98,69.5\r\nEditorial,43,30.5\r\n',
  );
});
