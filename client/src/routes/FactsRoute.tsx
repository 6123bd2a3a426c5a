import { Button, GridItem, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { FactsRouteQuery } from '../__generated__/graphql';
import { MoreWrongClaimsDocument, useFactsRouteQuery } from '../__generated__/hooks';
import { InfoTip } from '../components/InfoTip';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { StatCard } from '../components/StatCard';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { useChartAnnotations } from '../features/changes/useChartAnnotations';
import { ClaimTallyTables } from '../features/facts/ClaimTallyTables';
import { ACCURACY_TEXT, formatRate } from '../features/facts/ClaimRateValue';
import { FactAccuracyChart } from '../features/facts/FactAccuracyChart';
import { FactIssues } from '../features/facts/FactIssues';
import { WrongClaimList } from '../features/facts/WrongClaimList';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter, type PageFilter } from '../features/filter/pageFilter';
import { countOf, formatCount, formatShare } from '../lib/format';

const FACTS_SETTINGS_PATH = '/dashboard/settings/facts';

type FactCheck = FactsRouteQuery['factCheck'];

/** The brand has no confirmed fact: nothing to check answers against, and where to add some. */
function NoFactsState({ brand, suggested }: { brand: string; suggested: number }) {
  return (
    <MessageState
      title="No facts to check yet"
      message={
        suggested > 0
          ? `${countOf(suggested, 'suggested fact')} from ${brand}’s site wait for a person to confirm them in Settings → Facts; only confirmed facts are checked.`
          : `Add ${brand}’s facts in Settings → Facts (prices, plans, founding year, head office…), and every answer that names ${brand} is checked against them.`
      }
      action={
        <Button asChild colorPalette="teal" size="sm" mt="2">
          <RouterLink to={FACTS_SETTINGS_PATH}>Open Settings → Facts</RouterLink>
        </Button>
      }
    />
  );
}

/** The headline figures: accuracy with its interval in words, then the claims and how many were not right. */
function FactFigures({ check, filter }: { check: FactCheck; filter: PageFilter }) {
  const { accuracy } = check;
  const judged = check.correct + check.wrong + check.outdated;
  return (
    // On a phone accuracy takes the whole row, the four counts two by two under it.
    <SimpleGrid columns={{ base: 2, lg: 5 }} gap={{ base: '3', md: '4' }}>
      <GridItem colSpan={{ base: 2, lg: 1 }}>
        <StatCard
          label="Accuracy"
          value={formatRate(accuracy)}
          help={
            accuracy.low === null || accuracy.high === null
              ? 'No claim could be judged: every one was unclear'
              : `Likely between ${formatShare(accuracy.low)} and ${formatShare(accuracy.high)} (95 % interval), of ${countOf(judged, 'claim')} judged`
          }
          info={<InfoTip label="About accuracy" content={ACCURACY_TEXT} />}
        />
      </GridItem>
      <StatCard
        label="Claims"
        value={formatCount(check.claims)}
        help={`In ${formatCount(check.answersWithClaims)} of ${countOf(check.answers, 'answer')} ${filter.prose}`}
      />
      <StatCard
        label="Wrong"
        value={formatCount(check.wrong)}
        help="A value your fact sheet neither holds nor held"
      />
      <StatCard label="Out of date" value={formatCount(check.outdated)} help="A value that was right once" />
      <StatCard
        label="Unclear"
        value={formatCount(check.unclear)}
        help="Not judged: a range, “around”, another period"
      />
    </SimpleGrid>
  );
}

/**
 * The fact check under the page filter: the figures, accuracy day by day, by fact and by platform, then the
 * repair loop's issues (all time, each with its quotes, likely sources and Fix it) and the wrong claims one
 * by one.
 */
function FactCheckView() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error, fetchMore } = useFactsRouteQuery({
    variables: filter.variables,
  });
  useFilterFollowsFigures({ data, error });
  const annotations = useChartAnnotations(null);
  const current = data ?? previousData;

  if (!current && loading) return <LoadingState />;
  if (!current)
    return <LoadErrorState message={error ? `Could not load the fact check: ${error.message}` : undefined} />;

  const check = current.factCheck;
  const brand = current.viewer.brand?.name ?? 'your brand';
  const confirmed = current.brandFacts.filter((fact) => fact.status === 'CONFIRMED').length;
  if (confirmed === 0)
    return (
      <NoFactsState
        brand={brand}
        suggested={current.brandFacts.filter((fact) => fact.status === 'SUGGESTED').length}
      />
    );

  const showMoreClaims = (after: string) =>
    fetchMore({
      query: MoreWrongClaimsDocument,
      variables: { ...filter.variables, after },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...previous,
        factCheck: {
          ...previous.factCheck,
          wrongClaims: {
            ...fetchMoreResult.factCheck.wrongClaims,
            edges: [...previous.factCheck.wrongClaims.edges, ...fetchMoreResult.factCheck.wrongClaims.edges],
          },
        },
      }),
    });

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        <PageFilterBar />
        {check.claims === 0 ? (
          <MessageState
            title={`No claims about ${brand}’s facts ${filter.prose}`}
            message={
              check.answers === 0
                ? `There are no answers ${filter.prose} yet. Choose another period, more platforms or another kind of prompt.`
                : `None of the ${countOf(check.answers, 'answer')} ${filter.prose} states one of ${brand}’s ${countOf(confirmed, 'fact')}. Choose another period, more platforms or another kind of prompt.`
            }
          />
        ) : (
          <>
            <FactFigures check={check} filter={filter} />
            <Panel
              title="Accuracy over time"
              description="The share of each day’s judged claims that were right, its 95 % interval shaded"
            >
              <FactAccuracyChart
                days={check.days}
                label="Line chart of accuracy by day, with its 95 % interval"
                annotations={annotations}
              />
            </Panel>
            <ClaimTallyTables
              byFact={check.byFact}
              byPlatform={check.byPlatform}
              periodProse={filter.prose}
            />
          </>
        )}
        <FactIssues brand={brand} />
        {check.claims > 0 && (
          <WrongClaimList
            claims={check.wrongClaims}
            brand={brand}
            periodProse={filter.prose}
            onShowMore={showMoreClaims}
          />
        )}
      </Stack>
    </AnswersDrawerProvider>
  );
}

/** /dashboard/facts: whether what AI answers state about the brand is true, and the repair of what is not. */
export default function FactsRoute() {
  return (
    <Stack gap="4">
      <PageHeader
        title="Facts"
        description="What answers on AI platforms state about your brand’s facts, checked against your fact sheet"
      />
      <FactCheckView />
    </Stack>
  );
}
