import { Badge, Flex, Stack } from '@chakra-ui/react';
import { useFundOverviewRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { IncompleteDataState, LoadErrorState, LoadingState } from '../components/StateViews';
import { FundOverviewCards } from '../features/fund/FundOverviewCards';

const header = (
  <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
    <PageHeader title="Dashboard" description="Monitor your brand's presence across AI platforms" />
    <Badge colorPalette="orange" variant="subtle" size="md" mt="2">
      Sample data
    </Badge>
  </Flex>
);

/** /dashboard for the fund account: the sample-data cards, as soon as they arrive. */
export default function FundOverviewRoute() {
  const { data, loading, error } = useFundOverviewRouteQuery();

  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState />
      </>
    );
  if (!data?.fundOverview)
    return (
      <>
        {header}
        <IncompleteDataState />
      </>
    );

  return (
    <Stack gap="4">
      {header}
      <FundOverviewCards overview={data.fundOverview} />
    </Stack>
  );
}
