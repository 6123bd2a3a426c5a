import { Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCompetitorsRouteQuery } from '../__generated__/hooks';
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
import { FigureButton } from '../features/answers/FigureButton';
import { AnswerGapsList } from '../features/competitors/AnswerGapsList';
import {
  BrandFiguresTable,
  mentionsRequest,
  withSharedRanks,
} from '../features/competitors/BrandFiguresTable';
import { CompetitorTrendChart } from '../features/competitors/CompetitorTrendChart';
import { HeadToHeadTable } from '../features/competitors/HeadToHeadTable';
import { VisibilityHeatmap } from '../features/competitors/VisibilityHeatmap';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { formatCount, formatPercent, countOf } from '../lib/format';
import { formatRank } from '../lib/ranks';
import { reloadPage } from '../lib/reload';

const header = (
  <PageHeader title="Competitors" description="How your brand compares with the competitors you track" />
);

/**
 * /dashboard/competitors: every tracked brand over the page filter's period — its figures, its days, its
 * visibility per platform, head to head with the brand — and the answer gaps, each opening its answers.
 * The answer gaps sit on this page (not a route of their own): they are the head-to-head figures turned
 * into work, read under the same filter and opened in the same drawer.
 */
export default function CompetitorsRoute() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = useCompetitorsRouteQuery({ variables: filter.variables });
  useFilterFollowsFigures({ data, error });
  const current = data ?? previousData;

  if (!current && loading) return <LoadingState />;
  if (error && !current)
    return (
      <>
        {header}
        <LoadErrorState />
      </>
    );
  if (!current?.competitive)
    return (
      <>
        {header}
        <IncompleteDataState />
      </>
    );

  const { competitive } = current;
  const [brand, ...competitors] = competitive.brands;
  const brandName = brand?.name ?? 'your brand';
  if (!brand || competitors.length === 0)
    return (
      <Stack gap="4">
        {header}
        <MessageState
          title="No competitors tracked yet"
          message={
            <>
              Add the competitors you want to compare with in{' '}
              <Link asChild color="teal.fg">
                <RouterLink to="/dashboard/settings">Settings</RouterLink>
              </Link>
              ; the next collection names them wherever answers do.
            </>
          }
        />
      </Stack>
    );
  if (competitive.answers === 0)
    return (
      <Stack gap="4">
        {header}
        <PageFilterBar />
        <MessageState
          title={`No data available ${filter.prose}`}
          message="Answers will appear here once your prompts have been collected, or choose another period, more platforms or another kind of prompt."
          action={<ActionButton onClick={reloadPage}>Refresh</ActionButton>}
        />
      </Stack>
    );

  const visibility = formatPercent(brand.visibility);
  const brandRank = withSharedRanks(competitive.brands)[0]!.rank;
  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        {header}
        <PageFilterBar />
        <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
          <StatCard
            label="Share of Voice"
            value={brand.shareOfVoice === null ? '—' : formatPercent(brand.shareOfVoice)}
            help={
              <StatBasis>{`Your share of the mentions of ${countOf(competitive.brands.length, 'tracked brand')} ${filter.prose}`}</StatBasis>
            }
          />
          <StatCard
            label="Your Rank"
            value={brandRank === null ? '—' : formatRank(brandRank, '#')}
            help={
              <StatBasis>{`Among ${countOf(competitive.brands.length, 'tracked brand')} by answers naming them`}</StatBasis>
            }
          />
          <StatCard
            label="Your Visibility"
            value={
              brand.mentions > 0 ? (
                <FigureButton
                  label={`${visibility}: show the answers naming ${brandName}`}
                  request={mentionsRequest(brand, 'Your Visibility')}
                >
                  {visibility}
                </FigureButton>
              ) : (
                visibility
              )
            }
            help={
              <StatBasis>{`${formatCount(brand.mentions)} of ${formatCount(competitive.answers)} answers ${filter.prose}`}</StatBasis>
            }
          />
          <StatCard
            label="Answer Gaps"
            value={
              competitive.gapCount > 0 ? (
                <Link
                  href="#answer-gaps"
                  color="inherit"
                  aria-label={`${competitive.gapCount}: go to the answer gaps`}
                >
                  {formatCount(competitive.gapCount)}
                </Link>
              ) : (
                '0'
              )
            }
            help={<StatBasis>{`Prompts where competitors are named and ${brandName} is not`}</StatBasis>}
          />
        </SimpleGrid>
        <CompetitorTrendChart series={competitive.series} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <BrandFiguresTable brands={competitive.brands} periodProse={filter.prose} />
          <VisibilityHeatmap rows={competitive.heatmap} />
        </SimpleGrid>
        <HeadToHeadTable rows={competitive.headToHead} brand={brandName} />
        <AnswerGapsList gaps={competitive.gaps} total={competitive.gapCount} brand={brandName} />
      </Stack>
    </AnswersDrawerProvider>
  );
}
