import { Stack, Tabs } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePromptsRouteQuery } from '../__generated__/hooks';
import { SearchField } from '../components/SearchField';
import { PageHeader } from '../components/PageHeader';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { RunNowPanel } from '../features/collection/RunNowPanel';
import { ManagePrompts } from '../features/prompts/manage/ManagePrompts';
import { PromptGrid } from '../features/prompts/PromptGrid';
import { PromptGroupCard } from '../features/prompts/PromptGroupCard';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { filterPromptGroups } from '../lib/prompts';
import { reloadPage } from '../lib/reload';

const MANAGE_VIEW = 'manage';
const GRID_VIEW = 'grid';
const VIEWS = [GRID_VIEW, MANAGE_VIEW] as const;
/** As on the dashboards: unbranded prompts unless the filter picks another kind (each row shows its kind). */
const DEFAULT_KIND = 'unbranded';

/**
 * /dashboard/prompts: Run now with the latest run's progress, then three views: the tracked prompts by
 * topic group with their visibility and a search, (?view=grid) every prompt in one sortable table with
 * its figures, and (?view=manage) the topics, prompts and engines to manage.
 */
export default function PromptsRoute() {
  const { filter } = usePageFilter(DEFAULT_KIND);
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'visibility';
  const { data, loading, error } = usePromptsRouteQuery({
    variables: filter.variables,
    skip: view === GRID_VIEW,
  });
  useFilterFollowsFigures({ data, error });
  const [search, setSearch] = useState('');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => filterPromptGroups(data?.promptGroups ?? [], search), [data, search]);

  const toggle = (key: string) =>
    setOpenGroups((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  let body;
  if (loading && !data) body = <LoadingState label="Loading prompts..." />;
  else if (error && !data)
    body = (
      <MessageState
        tone="error"
        message={`Error loading prompts: ${error.message || 'An unknown error occurred'}`}
        action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
      />
    );
  else if (groups.length === 0)
    body = <MessageState message={search.trim() ? 'No matching prompts found' : 'No prompts available'} />;
  else
    body = (
      <Stack gap="3">
        {groups.map((g) => (
          <PromptGroupCard
            key={g.key}
            group={g}
            open={openGroups.has(g.key)}
            onToggle={() => toggle(g.key)}
            pageFilter={filter}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="4">
      <PageHeader title="Prompts" description="Manage your custom prompts" />
      <RunNowPanel />
      <Tabs.Root
        value={view}
        onValueChange={(e) =>
          setParams(
            (current) => {
              // The page filter stays in the address; only the view changes.
              const next = new URLSearchParams(current);
              if (e.value === 'visibility') next.delete('view');
              else next.set('view', e.value);
              return next;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="teal"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="visibility">Visibility</Tabs.Trigger>
          <Tabs.Trigger value={GRID_VIEW}>Analysis grid</Tabs.Trigger>
          <Tabs.Trigger value={MANAGE_VIEW}>Manage topics &amp; engines</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="visibility">
          <Stack gap="4">
            <PageFilterBar defaultKind={DEFAULT_KIND} />
            <SearchField
              label="Search prompts"
              placeholder="Search prompts..."
              value={search}
              onChange={setSearch}
            />
            {body}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value={GRID_VIEW}>
          <Stack gap="4">
            <PageFilterBar defaultKind={DEFAULT_KIND} />
            <PromptGrid pageFilter={filter} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value={MANAGE_VIEW}>
          <ManagePrompts />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
