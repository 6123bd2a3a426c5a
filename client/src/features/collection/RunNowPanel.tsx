import { Box, Button, Flex, HStack, Progress, Text } from '@chakra-ui/react';
import { useRunNowPanelQuery, useStartCollectionRunMutation } from '../../__generated__/hooks';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { isRunActive, useCollectingRefresh } from './useCollectingRefresh';
import { platformName } from '../../lib/platforms';
import { RoleHint, useRoleGate } from '../workspace/role';

const simulatedFailuresWords = (count: number) => `${count} simulated failure${count === 1 ? '' : 's'}`;

/**
 * "Run now" and the progress of the latest collection run: answered / total with failures apart (they are
 * excluded from every figure), per engine. It owns its small query (rather than the prompts route's)
 * because it polls every second while a run is active; when the run ends, the page's queries are
 * refetched so the figures show the new answers.
 */
export function RunNowPanel() {
  const { data, startPolling, stopPolling } = useRunNowPanelQuery();
  const run = data?.latestCollectionRun ?? null;
  const active = isRunActive(run);
  useCollectingRefresh(run, { startPolling, stopPolling });
  const [start, { loading }] = useStartCollectionRunMutation({ refetchQueries: ['RunNowPanel'] });
  const gate = useRoleGate('EDITOR');

  async function onRunNow() {
    try {
      const { data: started } = await start();
      if (started && !started.startCollectionRun.created)
        toaster.create({ type: 'info', title: 'A run for today is already in progress.' });
    } catch (error) {
      toaster.create({ type: 'error', title: `Could not start a run: ${(error as Error).message}` });
    }
  }

  const status = !run
    ? 'No collection run yet.'
    : active
      ? `${run.status === 'QUEUED' ? 'Queued' : 'Collecting'} ${run.day}: ${run.settled} of ${run.total} answers`
      : `Last run ${run.day}: ${run.answered} of ${run.total} answered${run.status === 'FAILED' ? ' (stopped)' : ''}`;
  // The simulated engine's made-up failures called nothing: they are said apart and colour nothing.
  const realFailures = run ? run.failures - run.simulatedFailures : 0;

  return (
    <Panel
      title="Collection"
      description="Asks every active prompt on each enabled AI platform once a day."
      extra={
        <Button
          size="sm"
          onClick={onRunNow}
          loading={loading}
          disabled={active || !gate.allowed}
          title={gate.reason ?? undefined}
        >
          {active ? 'Running…' : 'Run now'}
        </Button>
      }
    >
      <Box>
        <RoleHint gate={gate} />
        <Flex justify="space-between" mb="1.5" gap="3" wrap="wrap">
          <Text textStyle="sm">{status}</Text>
          {realFailures > 0 && (
            <Text textStyle="sm" color="fg.error">
              {realFailures} failed (not counted in any figure)
            </Text>
          )}
          {run && run.simulatedFailures > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {simulatedFailuresWords(run.simulatedFailures)} (no call was made; not counted in any figure)
            </Text>
          )}
          {run && run.refusals > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {run.refusals} refused (not counted in any figure)
            </Text>
          )}
          {run && run.noAnswers > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {run.noAnswers} with no answer shown (not counted in any figure)
            </Text>
          )}
        </Flex>
        {run?.planReason && (
          // What the run's sampling plan asked and why (issue 62): the targets, the floor, a spent budget.
          <Text textStyle="xs" color={run.budgetSpent ? 'fg.warning' : 'fg.muted'} mb="1.5">
            {run.plannedSamples !== null && run.plannedSamples !== undefined
              ? `Planned ${run.plannedSamples} sample${run.plannedSamples === 1 ? '' : 's'}: ${run.planReason}`
              : run.planReason}
          </Text>
        )}
        {run && (
          <Progress.Root
            value={Math.max(0, Math.min(100, run.percent))}
            size="sm"
            colorPalette={realFailures > 0 ? 'orange' : 'blue'}
            aria-label="Collection progress"
          >
            <Progress.Track rounded="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {run && run.byEngine.length > 0 && (
          <HStack gap="4" mt="2" wrap="wrap">
            {run.byEngine.map((engine) => (
              <Text key={engine.platform} textStyle="xs" color="fg.muted">
                {platformName(engine.platform)}: {engine.answered} answered
                {engine.failures > engine.simulatedFailures
                  ? `, ${engine.failures - engine.simulatedFailures} failed`
                  : ''}
                {engine.simulatedFailures > 0 ? `, ${simulatedFailuresWords(engine.simulatedFailures)}` : ''}
                {engine.refusals > 0 ? `, ${engine.refusals} refused` : ''}
                {engine.noAnswers > 0 ? `, ${engine.noAnswers} no answer` : ''}
              </Text>
            ))}
          </HStack>
        )}
      </Box>
    </Panel>
  );
}
