import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useOverviewRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import {
  ActionButton,
  IncompleteDataState,
  LoadErrorState,
  LoadingState,
  MessageState,
} from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { SetupChecklist } from '../features/overview/SetupChecklist';
import { hasNoData, MetricsPanels, type Windows } from '../features/overview/MetricsPanels';
import { SentimentCard } from '../features/overview/SentimentCard';
import { TopicBreakdownCard } from '../features/overview/TopicBreakdownCard';
import { TopPlatformsCard } from '../features/overview/TopPlatformsCard';
import { VisibilityCard } from '../features/overview/VisibilityCard';
import { formatCount } from '../lib/format';
import { reloadPage } from '../lib/reload';

const header = (
  <PageHeader title="Dashboard" description="Monitor your brand's presence across AI platforms" />
);

const noData = (
  <>
    {header}
    <SetupChecklist />
    <MessageState
      title="No data available"
      message="Answers will appear here once your prompts have been collected."
      action={<ActionButton onClick={reloadPage}>Refresh</ActionButton>}
    />
  </>
);

/** /dashboard: the account overview. */
export default function OverviewRoute() {
  const [windows, setWindows] = useState<Windows>({ sources: 'ALL', competitors: 'ALL' });
  const { data, previousData, loading, error } = useOverviewRouteQuery({
    variables: { sourcesWindow: windows.sources, competitorsWindow: windows.competitors },
  });
  const current = data ?? previousData;

  if (!current && loading) return <LoadingState />;
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
  if (windows.sources === 'ALL' && windows.competitors === 'ALL' && hasNoData(metrics)) return noData;

  return (
    <AnswersDrawerProvider>
      <Stack gap="4">
        {header}
        <SetupChecklist />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          <VisibilityCard
            metrics={metrics}
            promptCount={overview.promptCount}
            scope="overview"
            topicId={null}
          />
          <SentimentCard metrics={metrics} topicId={null} />
          <StatCard
            label="Total Impressions"
            value={formatCount(overview.impressionsTotal)}
            help="Answers that mentioned your brand, all time"
          />
          <StatCard
            label="Average Position"
            value={metrics.averagePosition === null ? '—' : metrics.averagePosition.toFixed(1)}
            help="Where your brand comes among the tracked brands an answer names (1 = first), last 30 days"
          />
        </SimpleGrid>
        <MetricsPanels
          metrics={metrics}
          windows={windows}
          onWindowsChange={setWindows}
          refreshing={loading}
          topicId={null}
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <TopPlatformsCard platforms={overview.topPlatforms} />
          <TopicBreakdownCard topics={overview.topicBreakdown} />
        </SimpleGrid>
      </Stack>
    </AnswersDrawerProvider>
  );
}
