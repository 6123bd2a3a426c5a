import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { AnswersFilter, VisibilityCard_MetricsFragment } from '../../__generated__/graphql';
import { renderWithProviders } from '../../test/render';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { answer, answersMock } from '../answers/answers.fixtures';
import { readPageFilter } from '../filter/pageFilter';
import { VisibilityCard } from './VisibilityCard';
import { emptyMetrics, fullMetrics } from '../../test/fixtures';

const pick = (m: ReturnType<typeof emptyMetrics>): VisibilityCard_MetricsFragment => ({
  __typename: 'Metrics',
  visibility: m.visibility,
  visibilityBasis: m.visibilityBasis,
  impressions: m.impressions,
  answers: m.answers,
  failures: m.failures,
  refusals: m.refusals,
  noAnswers: m.noAnswers,
  citedNotNamed: m.citedNotNamed,
  period: m.period,
  change: m.change,
});

const collected = (visibility: Partial<VisibilityCard_MetricsFragment['change']['visibility']>) => {
  const metrics = pick(fullMetrics());
  return {
    ...metrics,
    change: { ...metrics.change, visibility: { ...metrics.change.visibility, ...visibility } },
  };
};

test('with no answers in the period it shows 0.0% and opens nothing', async () => {
  renderWithProviders(
    <VisibilityCard metrics={pick(emptyMetrics())} promptCount={undefined} scope="overview" topicId={null} />,
  );
  expect(await screen.findByText('0.0%')).toBeInTheDocument();
  expect(screen.getByText('0 of 0 answers over all time')).toBeInTheDocument();
  expect(screen.getByText('(Loading prompt counts...)')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /show the answers/ })).toBeNull();
});

test('the basis is the period’s answers; one prompt and one failed capture are singular', async () => {
  renderWithProviders(
    <VisibilityCard
      metrics={pick({ ...fullMetrics(), failures: 1, refusals: 0 })}
      promptCount={1}
      scope="topic"
      topicId="t1"
      periodProse="in the last 30 days"
    />,
  );
  expect(
    await screen.findByText(
      '170 of 400 answers in the last 30 days (1 failed capture excluded) · 1 prompt in this topic',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Based on 1 prompt for this topic')).toBeInTheDocument();
});

test('refusals are excluded beside failed captures', async () => {
  renderWithProviders(
    <VisibilityCard
      metrics={pick({ ...fullMetrics(), failures: 3, refusals: 1 })}
      promptCount={2}
      scope="topic"
      topicId="t1"
      periodProse="in the last 30 days"
    />,
  );
  expect(
    await screen.findByText(
      '170 of 400 answers in the last 30 days (3 failed captures and 1 refusal excluded) · 2 prompts in this topic',
    ),
  ).toBeInTheDocument();
});

test('the basis lines: "Based on N total prompts" on the overview, "Based on N prompts for this topic" on a topic', async () => {
  const { unmount } = renderWithProviders(
    <VisibilityCard metrics={pick(fullMetrics())} promptCount={24} scope="overview" topicId={null} />,
  );
  expect(await screen.findByText('Based on 24 total prompts')).toBeInTheDocument();
  unmount();
  renderWithProviders(
    <VisibilityCard metrics={pick(fullMetrics())} promptCount={6} scope="topic" topicId="t1" />,
  );
  expect(await screen.findByText('Based on 6 prompts for this topic')).toBeInTheDocument();
});

test('a change within noise says so; a significant one is flagged with its direction', async () => {
  const { unmount } = renderWithProviders(
    <VisibilityCard
      metrics={collected({ significant: false, change: 1.2 })}
      promptCount={20}
      scope="topic"
      topicId="t1"
    />,
  );
  expect(await screen.findByText('+1.2 pts vs previous 30 days · within noise')).toBeInTheDocument();
  unmount();
  renderWithProviders(
    <VisibilityCard
      metrics={collected({ significant: true, change: -8 })}
      promptCount={20}
      scope="overview"
      topicId={null}
    />,
  );
  expect(await screen.findByText(/−8.0 pts vs previous 30 days · significant/)).toBeInTheDocument();
  expect(screen.getByText('↓')).toBeInTheDocument();
});

test('clicking the value opens the period’s answers on the page filter’s platforms and kind of prompt', async () => {
  const pageFilter = readPageFilter(
    new URLSearchParams('period=7d&platforms=chatgpt,gemini&prompts=branded'),
  );
  const filter: AnswersFilter = {
    topicId: 't1',
    period: { preset: 'LAST_7_DAYS' },
    platforms: ['CHATGPT', 'GEMINI'],
    promptKind: 'BRANDED',
  };
  renderWithProviders(
    <AnswersDrawerProvider pageFilter={pageFilter}>
      <VisibilityCard
        metrics={pick(fullMetrics())}
        promptCount={20}
        scope="topic"
        topicId="t1"
        periodProse={pageFilter.prose}
        promptNoun={pageFilter.kind.promptNoun}
      />
    </AnswersDrawerProvider>,
    {
      mocks: [
        answersMock({
          figure: filter,
          counts: { totalCount: 400, okCount: 400, visibleCount: 170, failureCount: 0 },
          nodes: [answer()],
        }),
      ],
    },
  );
  expect(screen.getByText(/· 20 branded prompts in this topic$/)).toBeInTheDocument();
  fireEvent.click(
    await screen.findByRole('button', { name: '42.5%: show the answers behind Brand Visibility' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Brand Visibility' });
  expect(
    await within(drawer).findByText('170 of 400 answers in the last 7 days mentioned Quillstack'),
  ).toBeInTheDocument();
});

test('answers citing the brand’s site without naming it are counted apart and open on their own', async () => {
  const pageFilter = readPageFilter(new URLSearchParams('period=7d'));
  const filter: AnswersFilter = {
    topicId: null,
    citesBrandSite: true,
    visible: false,
    status: 'OK',
    period: { preset: 'LAST_7_DAYS' },
    promptKind: 'UNBRANDED',
  };
  renderWithProviders(
    <AnswersDrawerProvider pageFilter={pageFilter}>
      <VisibilityCard
        metrics={{ ...pick(fullMetrics()), citedNotNamed: 3 }}
        promptCount={20}
        scope="overview"
        topicId={null}
        periodProse={pageFilter.prose}
      />
    </AnswersDrawerProvider>,
    {
      mocks: [
        answersMock({
          figure: filter,
          counts: { totalCount: 3, okCount: 3, visibleCount: 0, failureCount: 0 },
          nodes: [answer()],
        }),
      ],
    },
  );
  const line = screen.getByText(/^Cited, not named:/);
  expect(line.textContent).toBe(
    'Cited, not named: 3 answers cited your site without naming you (not in this figure)',
  );
  fireEvent.click(
    within(line).getByRole('button', { name: '3 answers cited your site without naming you: show them' }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Cited, not named' });
  expect(
    await within(drawer).findByText('3 answers in the last 7 days cited your site without naming you'),
  ).toBeInTheDocument();
});

test('no line when no answer cites the site without naming the brand', () => {
  renderWithProviders(
    <VisibilityCard metrics={pick(fullMetrics())} promptCount={20} scope="overview" topicId={null} />,
  );
  expect(screen.queryByText(/Cited, not named/)).toBeNull();
});

test('a headline that is the mean of per-prompt rates says so in one line; the counts stay raw', async () => {
  renderWithProviders(
    <VisibilityCard
      metrics={{ ...pick(fullMetrics()), visibilityBasis: 'PROMPT_MEAN' }}
      promptCount={12}
      scope="overview"
      topicId={null}
      periodProse="in the last 30 days"
    />,
  );
  expect(
    await screen.findByText(
      'Mean of per-prompt rates: prompts were asked unequal samples, so each weighs the same per day; the counts are raw',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText(/^170 of 400 answers in the last 30 days/)).toBeInTheDocument();
});

test('a pooled headline adds no line', async () => {
  renderWithProviders(
    <VisibilityCard metrics={pick(fullMetrics())} promptCount={12} scope="overview" topicId={null} />,
  );
  expect(await screen.findByText(/170 of 400 answers/)).toBeInTheDocument();
  expect(screen.queryByText(/Mean of per-prompt rates/)).toBeNull();
});
