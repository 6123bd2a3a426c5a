import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { CompetitorsSection_CompetitorFragment } from '../../__generated__/graphql';
import { useSetCompetitorsMutation } from '../../__generated__/hooks';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import type { CsvColumn } from '../../lib/csv';
import { formatCount } from '../../lib/format';
import { COMPETITOR_NAME_MAX, COMPETITORS_MAX } from '../onboarding/onboardingRules';
import { ListFields } from '../wizard/ListFields';
import { RoleHint, useRoleGate } from '../workspace/role';

const CSV_COLUMNS: CsvColumn<CompetitorsSection_CompetitorFragment>[] = [
  { header: 'competitor', value: (c) => c.name },
  { header: 'answers_naming_it_all_time', value: (c) => c.mentions ?? 0 },
];

function CompetitorsForm({
  competitors,
  onDone,
}: {
  competitors: readonly CompetitorsSection_CompetitorFragment[];
  onDone: () => void;
}) {
  const [names, setNames] = useState(() => competitors.map((c) => c.name));
  const [setCompetitors, { loading }] = useSetCompetitorsMutation({
    refetchQueries: ['SettingsRoute', 'ReanalysisProgress'],
  });

  const save = async () => {
    try {
      await setCompetitors({ variables: { input: { names: names.map((n) => n.trim()).filter(Boolean) } } });
      toaster.create({
        type: 'success',
        title: 'Competitors saved',
        description: 'Past answers are re-analysed with them; the progress shows under the brand.',
      });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  };

  return (
    <Stack gap="3" maxW="lg">
      <ListFields
        label="Competitors"
        itemLabel="Competitor"
        items={names}
        max={COMPETITORS_MAX}
        maxLength={COMPETITOR_NAME_MAX}
        onChange={setNames}
        placeholder="Competitor name"
      />
      <Text textStyle="xs" color="fg.muted">
        A competitor already named in answers keeps its history and cannot be removed; renaming adds a new
        one.
      </Text>
      <HStack>
        <Button colorPalette="teal" size="sm" loading={loading} onClick={() => void save()}>
          Save competitors
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone} disabled={loading}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * The tracked competitors, most named first, with the answers naming them over all time and every kind of
 * prompt (the dashboards count a period and a kind: this table says which it counts).
 */
export function CompetitorsSection({
  competitors,
}: {
  competitors: readonly CompetitorsSection_CompetitorFragment[];
}) {
  const [editing, setEditing] = useState(false);
  const gate = useRoleGate('EDITOR');
  const ranked = useMemo(
    () =>
      [...competitors].sort((a, b) => (b.mentions ?? 0) - (a.mentions ?? 0) || a.name.localeCompare(b.name)),
    [competitors],
  );
  return (
    <Panel
      title="Competitors"
      description="Brands ranked beside yours and found in the same answers"
      extra={
        !editing &&
        competitors.length > 0 && (
          <DownloadCsvButton table="Competitors" columns={CSV_COLUMNS} rows={ranked} />
        )
      }
    >
      {editing && gate.allowed ? (
        <CompetitorsForm competitors={competitors} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="3" align="flex-start">
          {competitors.length ? (
            <Table.Root size="sm" aria-label="Tracked competitors">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    Answers naming it (all time, all prompts)
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ranked.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{c.name}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {c.mentions ? (
                        formatCount(c.mentions)
                      ) : (
                        <Badge variant="subtle" colorPalette="gray">
                          none yet
                        </Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted" textStyle="sm">
              No competitors tracked yet.
            </Text>
          )}
          <Button
            variant="outline"
            size="xs"
            onClick={() => setEditing(true)}
            disabled={!gate.allowed}
            title={gate.reason ?? undefined}
          >
            Edit competitors
          </Button>
          <RoleHint gate={gate} />
        </Stack>
      )}
    </Panel>
  );
}
