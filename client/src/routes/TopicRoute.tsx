import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTopicRouteQuery } from '../__generated__/hooks';
import { usePageName } from '../app/RouteChrome';
import { PageHeader } from '../components/PageHeader';
import { LoadingState, MessageState } from '../components/StateViews';
import { useDrawnLater } from '../hooks/useDrawnLater';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { SimulatedBanner } from '../features/collection/SimulatedBanner';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { hasNoData, MetricsPanels } from '../features/overview/MetricsPanels';
import { FundTopicCards } from '../features/fund/FundTopicCards';
import { SentimentCard } from '../features/overview/SentimentCard';
import { VisibilityCard } from '../features/overview/VisibilityCard';
import { useVariant } from '../features/variant/variant';

const backToDashboard = (
  <Button asChild colorPalette="teal" size="sm" mt="2">
    <RouterLink to="/dashboard">Return to Dashboard</RouterLink>
  </Button>
);

/** /dashboard/topics/:slug — one topic's figures (/dashboard/topics alone goes to the first topic). */
export default function TopicRoute() {
  const { slug = '' } = useParams();
  return <TopicPage key={slug} slug={slug} />;
}

function TopicPage({ slug }: { slug: string }) {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = useTopicRouteQuery({
    variables: { slug, ...filter.variables },
  });
  useFilterFollowsFigures({ data, error });
  const { shown: current, drawing } = useDrawnLater(data ?? previousData);
  const { sampleData } = useVariant();
  const navigate = useNavigate();
  usePageName(current?.topic?.name);

  if (!current && (loading || drawing)) return <LoadingState label="Loading topic data..." />;
  if (error && !current)
    return <MessageState tone="error" title="Error" message={error.message} action={backToDashboard} />;
  const topic = current?.topic;
  if (!topic && sampleData)
    return (
      <MessageState
        title="Topic not found"
        action={
          <Button size="sm" mt="2" colorPalette="teal" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    );
  if (!topic) return <MessageState title={`Topic "${slug}" not found`} action={backToDashboard} />;

  const header = (
    <PageHeader title={`Topic: ${topic.name}`} description="Performance overview for this topic" />
  );
  if (!sampleData && hasNoData(topic.metrics))
    return (
      <Stack gap="4">
        {header}
        <PageFilterBar />
        <MessageState
          title={`No data available for this topic ${filter.prose}`}
          message="Choose another period, more platforms or another kind of prompt."
          action={backToDashboard}
        />
      </Stack>
    );

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4">
        {header}
        <PageFilterBar />
        <SimulatedBanner filter={filter} topicId={topic.id} />
        {sampleData ? (
          <FundTopicCards topic={topic} />
        ) : (
          // In the overview's order: visibility first.
          <SimpleGrid columns={2} gap={{ base: '3', md: '4' }}>
            <VisibilityCard
              metrics={topic.metrics}
              promptCount={topic.promptCount}
              scope="topic"
              topicId={topic.id}
              periodProse={filter.prose}
              promptNoun={filter.kind.promptNoun}
            />
            <SentimentCard metrics={topic.metrics} topicId={topic.id} periodProse={filter.prose} />
          </SimpleGrid>
        )}
        <MetricsPanels metrics={topic.metrics} refreshing={loading} topicId={topic.id} />
      </Stack>
    </AnswersDrawerProvider>
  );
}
