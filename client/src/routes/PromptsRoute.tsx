import { Input, InputGroup, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { usePromptsRouteQuery } from '../__generated__/hooks';
import { SearchIcon } from '../components/icons';
import { PageHeader } from '../components/PageHeader';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { RunNowPanel } from '../features/collection/RunNowPanel';
import { PromptGroupCard } from '../features/prompts/PromptGroupCard';
import { filterPromptGroups } from '../lib/prompts';
import { reloadPage } from '../lib/reload';

/** /dashboard/prompts: Run now with the latest run's progress, then the tracked prompts by topic group, with search. */
export default function PromptsRoute() {
  const { data, loading, error } = usePromptsRouteQuery();
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
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="4">
      <PageHeader title="Prompts" description="Manage your custom prompts" />
      <RunNowPanel />
      <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={{ md: 'md' }}>
        <Input
          type="search"
          placeholder="Search prompts..."
          aria-label="Search prompts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          bg="bg.panel"
        />
      </InputGroup>
      {body}
    </Stack>
  );
}
