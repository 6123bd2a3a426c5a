import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { FactList } from '../components/FactList';
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useChangeRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel, PanelEmpty } from '../components/Panel';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { impactInWords, impactVerdict } from '../features/changes/impactWords';
import { formatDay } from '../lib/format';

// Recharts loads beside the page's figures, not before them.
const ImpactLines = lazy(() => import('../features/changes/ImpactLines'));

const back = (
  <Link asChild textStyle="sm" colorPalette="teal" mb="2">
    <RouterLink to="/dashboard/changes">← All changes</RouterLink>
  </Link>
);

/** /dashboard/changes/:id: one logged change, both groups' lines around its day, and its estimate in words. */
export default function ChangeRoute() {
  const { id = '' } = useParams();
  const { data, loading, error } = useChangeRouteQuery({ variables: { id } });
  const series = useMemo(
    () =>
      (data?.change?.impact.series ?? []).map((point) => ({
        date: point.day,
        treated: point.treated === null ? null : Math.round(point.treated * 10) / 10,
        control: point.control === null ? null : Math.round(point.control * 10) / 10,
      })),
    [data?.change?.impact.series],
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <LoadErrorState message={error.message} />;
  const change = data?.change;
  if (!change)
    return (
      <>
        <PageHeader title="Change not found" above={back} />
        <MessageState title="No such change" message="It may belong to another brand." />
      </>
    );
  const impact = change.impact;
  const topicName = new Map((data?.topics ?? []).map((topic) => [topic.id, topic.name]));
  const words = impactInWords(impact);
  const concerns = [
    ...change.topicIds.map((topicId) => topicName.get(topicId) ?? 'an archived topic'),
    ...(change.promptIds.length > 0 ? [`${change.promptIds.length} prompts`] : []),
  ];
  return (
    <>
      <PageHeader title={change.title} description={`Went live ${formatDay(change.day)}`} above={back} />
      <Stack gap="5">
        <Panel
          title="What it did"
          description="Visibility of the change’s prompts, beyond what the other prompts did"
        >
          {words ? (
            <Stack gap="1">
              <Text textStyle="2xl" fontWeight="semibold" data-testid="impact-words">
                {words}
              </Text>
              <Text color="fg.muted">{impactVerdict(impact)}</Text>
            </Stack>
          ) : (
            <Stack gap="1">
              <Text textStyle="lg" fontWeight="semibold" data-testid="impact-words">
                Not enough data yet
              </Text>
              <Text color="fg.muted">{impact.reason}</Text>
            </Stack>
          )}
          <FactList
            mt="4"
            facts={[
              ['Concerns', concerns.length > 0 ? concerns.join(', ') : 'No topic or prompt'],
              ['The change’s prompts', String(impact.treatedPrompts)],
              ['Other prompts', String(impact.controlPrompts)],
              [
                'Days compared',
                `${impact.daysBefore} before, ${impact.daysAfter} after (the day itself left out)`,
              ],
              ['Link', change.url ?? '—'],
              ['Logged by', change.createdBy ?? '—'],
            ]}
          />
          <Text textStyle="xs" color="fg.muted" mt="3">
            {impact.method}{' '}
            <Link asChild colorPalette="teal">
              <RouterLink to="/dashboard/how-we-measure#change-impact">How we measure</RouterLink>
            </Link>
          </Text>
        </Panel>
        <Panel
          title="Both groups, day by day"
          description="Pooled visibility: impressions ÷ answers, every platform"
        >
          {series.length === 0 ? (
            <PanelEmpty>No answers around the change’s day yet.</PanelEmpty>
          ) : (
            <Suspense fallback={<Box h="72" aria-busy="true" />}>
              <ImpactLines data={series} changeDay={change.day} />
            </Suspense>
          )}
        </Panel>
      </Stack>
    </>
  );
}
