import { Badge, Button, HStack, Link, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FactsSettingsRoute_FactFragment } from '../__generated__/graphql';
import {
  useConfirmBrandFactMutation,
  useDeleteBrandFactMutation,
  useFactsSettingsRouteQuery,
  useImportBrandFactsMutation,
  useSuggestBrandFactsMutation,
} from '../__generated__/hooks';
import { factSheetTable, factValueText } from '../../../graphql/shared/brand-facts';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { PageHeader } from '../components/PageHeader';
import { Panel, PanelError } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { toaster } from '../components/toaster';
import { FactDialog } from '../features/settings/FactDialog';
import { ManageDialog } from '../features/prompts/manage/ManageDialog';
import { RoleHint, useRoleGate } from '../features/workspace/role';

type Fact = FactsSettingsRoute_FactFragment;

const REFETCH = { refetchQueries: ['FactsSettingsRoute'] };

/** The sheet as the CSV file GET /api/brand-facts?format=csv writes, one column per cell of its table. */
function csvExport(facts: readonly Fact[]) {
  const { header, rows } = factSheetTable(
    facts.map((fact) => ({
      ...fact,
      aliases: Object.fromEntries(fact.aliases.map(({ language, words }) => [language, words])),
    })),
  );
  return {
    columns: header.map((name, index) => ({ header: name, value: (row: string[]) => row[index] })),
    rows,
  };
}

const showError = (error: unknown) =>
  toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });

function FactsTable({
  facts,
  label,
  editable,
  onEdit,
  onDelete,
}: {
  facts: readonly Fact[];
  label: string;
  editable: boolean;
  onEdit: (fact: Fact) => void;
  onDelete: (fact: Fact) => void;
}) {
  const [confirm] = useConfirmBrandFactMutation(REFETCH);
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Fact</Table.ColumnHeader>
            <Table.ColumnHeader>Value</Table.ColumnHeader>
            <Table.ColumnHeader>Market</Table.ColumnHeader>
            <Table.ColumnHeader>Previously</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            {editable && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {facts.map((fact) => (
            <Table.Row key={fact.id}>
              <Table.Cell>
                {fact.label}
                <Text textStyle="xs" color="fg.muted">
                  {fact.key}
                </Text>
              </Table.Cell>
              <Table.Cell>{factValueText(fact)}</Table.Cell>
              <Table.Cell>{fact.country ?? 'Everywhere'}</Table.Cell>
              <Table.Cell>{fact.previousValues.join(', ') || '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={fact.status === 'CONFIRMED' ? 'teal' : 'orange'} variant="subtle">
                  {fact.status === 'CONFIRMED' ? 'Confirmed' : 'Suggested'}
                </Badge>
              </Table.Cell>
              {editable && (
                <Table.Cell textAlign="end">
                  <HStack justify="flex-end" gap="1">
                    {fact.status === 'SUGGESTED' && (
                      <Button
                        size="xs"
                        colorPalette="teal"
                        aria-label={`Confirm ${fact.label}`}
                        onClick={() =>
                          void confirm({ variables: { input: { id: fact.id } } }).catch(showError)
                        }
                      >
                        Confirm
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Edit ${fact.label}`}
                      onClick={() => onEdit(fact)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`${fact.status === 'SUGGESTED' ? 'Dismiss' : 'Delete'} ${fact.label}`}
                      onClick={() => onDelete(fact)}
                    >
                      {fact.status === 'SUGGESTED' ? 'Dismiss' : 'Delete'}
                    </Button>
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * /dashboard/settings/facts: the brand's fact sheet, what is true of it (prices, the year it was founded,
 * where it sells), which answers are checked against. EDITOR and up add, edit, delete, import and confirm
 * suggestions read from the website; a VIEWER reads and exports.
 */
export default function FactsSettingsRoute() {
  const { data, loading, error } = useFactsSettingsRouteQuery();
  const gate = useRoleGate('EDITOR');
  const [editing, setEditing] = useState<Fact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Fact | null>(null);
  const [notRead, setNotRead] = useState<string | null>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [remove, removal] = useDeleteBrandFactMutation(REFETCH);
  const [suggest, suggesting] = useSuggestBrandFactsMutation(REFETCH);
  const [importFacts, importing] = useImportBrandFactsMutation(REFETCH);

  const header = (
    <PageHeader
      title="Facts"
      description="What is true of your brand, so answers that say otherwise can be found"
      above={
        <Link asChild textStyle="sm" color="teal.fg" mb="2">
          <RouterLink to="/dashboard/settings">← Settings</RouterLink>
        </Link>
      }
    />
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  if (!data) return null;

  const confirmed = data.brandFacts.filter((fact) => fact.status === 'CONFIRMED');
  const suggested = data.brandFacts.filter((fact) => fact.status === 'SUGGESTED');
  const exported = csvExport(data.brandFacts);

  const onSuggest = async () => {
    try {
      const result = await suggest();
      const found = result.data?.suggestBrandFacts;
      setNotRead(
        found?.notRead ?? (found?.facts.length ? null : 'The website states no facts Sightline can read.'),
      );
    } catch (problem) {
      showError(problem);
    }
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await importFacts({ variables: { input: { csv: await file.text() } } });
      setImportProblem(null);
      toaster.create({ type: 'success', title: 'Fact sheet imported' });
    } catch (problem) {
      setImportProblem((problem as Error).message);
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ variables: { input: { id: deleting.id } } });
      setDeleting(null);
    } catch (problem) {
      showError(problem);
    }
  };

  const table = (facts: readonly Fact[], label: string) => (
    <FactsTable
      facts={facts}
      label={label}
      editable={gate.allowed}
      onEdit={setEditing}
      onDelete={setDeleting}
    />
  );

  return (
    <Stack gap="4">
      {header}
      <RoleHint gate={gate} />
      <Panel
        title="Fact sheet"
        description={`Confirmed facts answers are checked against (at most 200, suggestions included)`}
        extra={<DownloadCsvButton table="Facts" columns={exported.columns} rows={exported.rows} />}
      >
        <Stack gap="4">
          {confirmed.length ? (
            table(confirmed, 'Facts')
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No facts yet.
            </Text>
          )}
          {gate.allowed && (
            <Wrap gap="2">
              <Button size="sm" colorPalette="teal" onClick={() => setEditing('new')}>
                Add a fact
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={suggesting.loading}
                onClick={() => void onSuggest()}
              >
                Suggest from website
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={importing.loading}
                onClick={() => fileInput.current?.click()}
              >
                Import CSV
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file to import"
                hidden
                onChange={(event) => void onImport(event)}
              />
            </Wrap>
          )}
          {notRead && (
            <Text textStyle="sm" color="fg.muted">
              {notRead}
            </Text>
          )}
          {importProblem && <PanelError message={importProblem} />}
        </Stack>
      </Panel>
      {suggested.length > 0 && (
        <Panel title="Suggestions" description="Read from your website; they count once you confirm them">
          {table(suggested, 'Suggested facts')}
        </Panel>
      )}
      {editing && <FactDialog fact={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ManageDialog
          open
          danger
          title={`Delete “${deleting.label}”?`}
          description="Answers are no longer checked against it."
          submitLabel="Delete"
          loading={removal.loading}
          error={null}
          onSubmit={() => void onDelete()}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
