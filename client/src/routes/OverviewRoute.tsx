import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useOverviewRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { StatBasis, StatCard } from '../components/StatCard';
import {
  ActionButton,
  IncompleteDataState,
  LoadErrorState,
  LoadingState,
  MessageState,
} from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { SimulatedBanner } from '../features/collection/SimulatedBanner';
import { SetupChecklist } from '../features/overview/SetupChecklist';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { KpiChangeNote, previousPeriodAnswered } from '../features/overview/KpiChange';
import { hasNoData, MetricsPanels } from '../features/overview/MetricsPanels';
import { SentimentCard } from '../features/overview/SentimentCard';
import { TopicBreakdownCard } from '../features/overview/TopicBreakdownCard';
import { SurfaceDivergenceCard } from '../features/overview/SurfaceDivergenceCard';
import { AiSessionsCard } from '../features/overview/AiSessionsCard';
import { TopPlatformsCard } from '../features/overview/TopPlatformsCard';
import { VisibilityCard } from '../features/overview/VisibilityCard';
import { formatCount } from '../lib/format';
import { useDrawnLater } from '../hooks/useDrawnLater';
import { reloadPage } from '../lib/reload';

const header = (
  <PageHeader title="Dashboard" description="Monitor your brand's presence across AI platforms" />
);

const noData = (prose: string) => (
  <MessageState
    title={`No data available ${prose}`}
    message="Answers will appear here once your prompts have been collected, or choose another period, more platforms or another kind of prompt."
    action={<ActionButton onClick={reloadPage}>Refresh</ActionButton>}
  />
);

/** /dashboard: the account overview. */
export default function OverviewRoute() {
  const { filter, setKind } = usePageFilter();
  const { data, previousData, loading, error } = useOverviewRouteQuery({ variables: filter.variables });
  useFilterFollowsFigures({ data, error });
  const { shown: current, drawing } = useDrawnLater(data ?? previousData);

  if (!current && (loading || drawing)) return <LoadingState />;
  if (error && !current)
    return (
      <>
        {header}
        <LoadErrorState />
      </>
    );
  if (!current?.overview)
    return (
      <>
        {header}
        <IncompleteDataState />
      </>
    );

  const { overview } = current;
  const { metrics } = overview;
  if (hasNoData(metrics))
    return (
      <Stack gap="4">
        {header}
        <SetupChecklist />
        <PageFilterBar />
        {filter.kind.word === 'unbranded' && overview.promptCount === 0 ? (
          <MessageState
            title="No unbranded prompts yet"
            message="Every prompt you track names your brand, and an answer to a question that names you names you. Add the category questions a buyer asks, or count all prompts."
            action={<ActionButton onClick={() => setKind('all')}>Show all prompts</ActionButton>}
          />
        ) : (
          noData(filter.prose)
        )}
      </Stack>
    );

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4">
        {header}
        <SetupChecklist />
        <PageFilterBar />
        <SimulatedBanner filter={filter} />
        {/* Two by two on a phone, so the first chart starts on the first screen. */}
        <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
          <VisibilityCard
            metrics={metrics}
            promptCount={overview.promptCount}
            scope="overview"
            topicId={null}
            periodProse={filter.prose}
            promptNoun={filter.kind.promptNoun}
          />
          <SentimentCard metrics={metrics} topicId={null} periodProse={filter.prose} />
          <StatCard
            label="Total Impressions"
            value={formatCount(overview.impressionsTotal)}
            help={
              <Stack as="span" gap="0.5">
                <StatBasis>{`Answers that mentioned your brand ${filter.prose}`}</StatBasis>
                <KpiChangeNote
                  change={metrics.change.impressions}
                  days={metrics.period.days}
                  decimals={0}
                  previousAnswered={previousPeriodAnswered(metrics.change)}
                />
              </Stack>
            }
          />
          <StatCard
            label="Average Position"
            value={metrics.averagePosition === null ? '—' : metrics.averagePosition.toFixed(1)}
            help={
              <Stack as="span" gap="0.5">
                <StatBasis>{`Where your brand comes among the tracked brands an answer names (1 = first), ${filter.prose}`}</StatBasis>
                <KpiChangeNote
                  change={metrics.change.position}
                  days={metrics.period.days}
                  decimals={2}
                  lowerIsBetter
                />
              </Stack>
            }
          />
        </SimpleGrid>
        <MetricsPanels metrics={metrics} refreshing={loading} topicId={null} filter={filter} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <TopPlatformsCard platforms={overview.topPlatforms} />
          <TopicBreakdownCard topics={overview.topicBreakdown} />
        </SimpleGrid>
        <AiSessionsCard filter={filter} />
        <SurfaceDivergenceCard filter={filter} />
      </Stack>
    </AnswersDrawerProvider>
  );
}
