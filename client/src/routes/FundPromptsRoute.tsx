import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useFundPromptsRouteQuery } from '../__generated__/hooks';
import { SearchField } from '../components/SearchField';
import { PageHeader } from '../components/PageHeader';
import { StatCard } from '../components/StatCard';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { FundPromptsTable } from '../features/fund/FundPromptsTable';
import {
  formatRank,
  nextSort,
  searchPrompts,
  sortPrompts,
  type FundSort,
} from '../features/fund/fundPrompts';
import { formatCount } from '../lib/format';
import { reloadPage } from '../lib/reload';

/** /dashboard/prompts for the fund account: its prompts measured over 30 days, searchable and sortable. */
export default function FundPromptsRoute() {
  const { data, loading, error } = useFundPromptsRouteQuery();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FundSort | null>(null);
  const prompts = data?.fundPrompts.prompts;
  const shown = useMemo(
    () => sortPrompts(searchPrompts(prompts ?? [], search), sort),
    [prompts, search, sort],
  );

  if (loading && !data) return <LoadingState />;
  if (error || !data)
    return (
      <MessageState
        tone="error"
        title="Error"
        message={`Error loading prompts: ${error?.message ?? 'An unknown error occurred'}`}
        action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
      />
    );

  const { fundPrompts, viewer } = data;
  return (
    <Stack gap="4">
      <PageHeader
        title={`${viewer.brand?.name ?? 'Fund'} Prompts`}
        description="Your tracked prompts over the last 30 days: where answers rank you, against the 30 days before"
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
        <StatCard label="Total Prompts" value={formatCount(fundPrompts.totalPrompts)} />
        <StatCard label="Avg Rank" value={formatRank(fundPrompts.averageRank)} />
      </SimpleGrid>
      <SearchField
        label="Search prompts or categories"
        placeholder="Search prompts or categories..."
        value={search}
        onChange={setSearch}
      />
      <FundPromptsTable prompts={shown} sort={sort} onSort={(key) => setSort((s) => nextSort(s, key))} />
    </Stack>
  );
}
