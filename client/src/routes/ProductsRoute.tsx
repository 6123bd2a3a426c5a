import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useProductsRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { LoadErrorState, LoadingState, MessageState } from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { useFilterHref, usePageFilter } from '../features/filter/pageFilter';
import { listNames } from '../features/collection/simulatedPlatforms';
import { appSurfacePlatforms } from '../features/products/appSurface';
import { AppSurfaceNote } from '../features/products/AppSurfaceNote';
import { MerchantsTable } from '../features/products/MerchantsTable';
import { ProductFigures } from '../features/products/ProductFigures';
import { TopProductsTable } from '../features/products/TopProductsTable';
import { useDrawnLater } from '../hooks/useDrawnLater';
import { platformName } from '../lib/platforms';

const header = (
  <PageHeader
    title="Products"
    description="The product cards AI apps show beside their answers, and how many of them are yours"
  />
);

/** Where the app surface is turned on: the engine settings on the Prompts page. */
function EngineSettingsLink() {
  const href = useFilterHref();
  return (
    <Button asChild colorPalette="teal" size="sm" mt="2">
      <RouterLink to={href('/dashboard/prompts')}>Open the engine settings</RouterLink>
    </Button>
  );
}

/**
 * /dashboard/products: product cards in the page filter's app answers (productVisibility): how often a
 * carousel shows, the brand's share of the cards, the products and shops shown most. The app answers
 * count opens those answers in the drawer, each with its cards.
 */
export default function ProductsRoute() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = useProductsRouteQuery({ variables: filter.variables });
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
  if (!current) return null;

  const figures = current.productVisibility;
  const settings = current.collectionSettings;
  const brand = current.viewer.brand?.name ?? 'your brand';
  const { apps } = appSurfacePlatforms(settings, filter.variables.platforms);
  const chatApps = listNames(apps.map(platformName));

  if (figures.answers === 0)
    return (
      <Stack gap="4" aria-busy={loading}>
        {header}
        <PageFilterBar />
        <MessageState
          title={`No app answers ${filter.prose}`}
          message={
            apps.length === 0
              ? "Product cards show on the pages ChatGPT's, Perplexity's and Gemini's apps show people; their APIs never return them. Turn on the app surface for a platform in the engine settings on the Prompts page: its app answers appear here after the next run."
              : `${chatApps} ${apps.length === 1 ? 'is' : 'are'} asked through ${apps.length === 1 ? 'its app' : 'their apps'} on every run: the answers appear here after the next run. Or choose another period, more platforms or another kind of prompt.`
          }
          action={apps.length === 0 ? <EngineSettingsLink /> : undefined}
        />
      </Stack>
    );

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        {header}
        <PageFilterBar />
        <AppSurfaceNote settings={settings} filterPlatforms={filter.variables.platforms} />
        <ProductFigures figures={figures} brand={brand} periodProse={filter.prose} />
        {apps.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {
              "No platform is asked through its app now, and carousels show mostly in ChatGPT's, Perplexity's and Gemini's apps: turn on the app surface for them in the engine settings on the Prompts page."
            }
          </Text>
        )}
        {/* The products' table has the more columns: it takes the wider share. */}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
          <TopProductsTable products={figures.topProducts} brand={brand} />
          <MerchantsTable merchants={figures.merchants} brand={brand} />
        </Grid>
      </Stack>
    </AnswersDrawerProvider>
  );
}
