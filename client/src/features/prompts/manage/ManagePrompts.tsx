import { Box, Button, Flex, Grid, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useManagePromptsQuery } from '../../../__generated__/hooks';
import { PanelEmpty } from '../../../components/Panel';
import { LoadingState } from '../../../components/StateViews';
import { pluralize } from '../../../lib/format';
import { useAskNow } from './AskNowDialog';
import { CanaryPromptsPanel } from './CanaryPromptsPanel';
import { EngineSettingsPanel } from './EngineSettingsPanel';
import { SamplingPanel } from './SamplingPanel';
import { ManageDialogs, type ManageAction } from './ManageDialogs';
import { TopicCard } from './TopicCard';
import { RoleFieldset, RoleHint, useRoleGate } from '../../workspace/role';

/**
 * The prompts page's management view: the account's topics with their prompts (create, rename, archive
 * topics; add, edit, move, archive prompts, ask one now; archived ones on request, read-only) beside the
 * engine settings.
 */
export function ManagePrompts() {
  const [showArchived, setShowArchived] = useState(false);
  const [action, setAction] = useState<ManageAction | null>(null);
  const gate = useRoleGate('EDITOR');
  const askNow = useAskNow();
  const { data, previousData, error } = useManagePromptsQuery({
    variables: { includeArchived: showArchived },
  });
  const loaded = data ?? previousData;
  const topics = (loaded?.managedTopics ?? []).filter((t) => !t.isAggregate);
  const activeTopics = topics.filter((t) => !t.archived);
  const activePrompts = activeTopics.reduce((sum, t) => sum + t.prompts.filter((p) => !p.archived).length, 0);

  let list;
  if (!loaded && error)
    list = (
      <Text role="alert" color="fg.error">
        Error loading topics: {error.message}
      </Text>
    );
  else if (!loaded) list = <LoadingState label="Loading topics..." />;
  else if (topics.length === 0)
    list = (
      <Box borderWidth="1px" borderStyle="dashed" rounded="xl">
        <PanelEmpty>No topics yet. Create one to start tracking prompts.</PanelEmpty>
      </Box>
    );
  else
    list = (
      <Stack gap="3">
        {topics.map((topic) => (
          <TopicCard
            key={topic.id}
            topic={topic}
            showArchived={showArchived}
            canMove={activeTopics.length > 1}
            onAction={setAction}
            onAsk={askNow.ask}
          />
        ))}
      </Stack>
    );

  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }} gap="5" alignItems="start">
      {/* First on narrow screens, where it would otherwise sit below every topic; beside them on wide ones. */}
      <Box gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }} position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <RoleFieldset min="EDITOR" hint={false}>
          <Stack gap="5">
            <EngineSettingsPanel activePrompts={activePrompts} />
            <SamplingPanel />
            <CanaryPromptsPanel />
          </Stack>
        </RoleFieldset>
      </Box>
      <Stack gap="3" minW="0" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {loaded
              ? `${pluralize(activeTopics.length, 'topic')}, ${pluralize(activePrompts, 'active prompt')}`
              : ' '}
          </Text>
          <Flex align="center" gap="4">
            <Switch.Root
              size="sm"
              colorPalette="teal"
              checked={showArchived}
              onCheckedChange={(e) => setShowArchived(e.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label fontWeight="normal" color="fg.muted">
                Show archived
              </Switch.Label>
            </Switch.Root>
            <Button
              size="sm"
              colorPalette="teal"
              onClick={() => setAction({ kind: 'createTopic' })}
              disabled={!gate.allowed}
              title={gate.reason ?? undefined}
            >
              New topic
            </Button>
          </Flex>
        </Flex>
        <RoleHint gate={gate} />
        <RoleFieldset min="EDITOR" hint={false}>
          {list}
        </RoleFieldset>
      </Stack>
      <ManageDialogs action={action} topics={activeTopics} onClose={() => setAction(null)} />
      {askNow.dialog}
    </Grid>
  );
}
