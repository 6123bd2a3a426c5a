import { Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { SourceCategory } from '../../__generated__/graphql';
import { useSetSourceCategoryMutation, useSourceTypesSectionQuery } from '../../__generated__/hooks';
import { firstProblem, sourceDomain } from '../../../../graphql/shared/input-rules';
import { SOURCE_CATEGORY_LABELS, sourceCategoryLabel } from '../../../../graphql/shared/source-categories';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel } from '../../components/Panel';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import type { CsvColumn } from '../../lib/csv';
import { RoleFieldset, useRoleGate } from '../workspace/role';

const CATEGORY_OPTIONS = Object.entries(SOURCE_CATEGORY_LABELS).map(([id, label]) => ({
  value: id.toUpperCase(),
  label,
}));

const CSV_COLUMNS: CsvColumn<{ domain: string; category: SourceCategory }>[] = [
  { header: 'domain', value: (row) => row.domain },
  { header: 'counts_as', value: (row) => sourceCategoryLabel(row.category) },
];

/**
 * Settings → Source types: the account's word on what a cited domain is (a forum the rules call "other", a
 * partner's site), which Top Sources and the citation shares by kind follow at once.
 */
export function SourceTypesSection() {
  const { data } = useSourceTypesSectionQuery();
  const [setCategory, { loading }] = useSetSourceCategoryMutation({
    refetchQueries: ['SourceTypesSection', 'OverviewRoute', 'TopicRoute'],
  });
  const [domain, setDomain] = useState('');
  const [category, setCategoryChoice] = useState<string>('USER_GENERATED');
  const [problem, setProblem] = useState<string | null>(null);
  const overrides = data?.sourceCategoryOverrides ?? [];
  // The form below is disabled by its RoleFieldset; the table's Remove buttons sit outside it.
  const gate = useRoleGate('EDITOR');

  const save = async (input: { domain: string; category: SourceCategory | null }) => {
    try {
      await setCategory({ variables: { input } });
      return true;
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = firstProblem(sourceDomain, domain);
    setProblem(found);
    if (found) return;
    if (await save({ domain, category: category as SourceCategory })) setDomain('');
  };

  return (
    <Panel
      title="Source types"
      description="How cited sites are grouped in Top Sources. Your choice wins over the built-in rules and covers the domain's subdomains."
      extra={
        overrides.length > 0 && (
          <DownloadCsvButton table="Source types" columns={CSV_COLUMNS} rows={overrides} />
        )
      }
    >
      <Stack gap="4">
        {overrides.length > 0 ? (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Source type overrides">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Domain</Table.ColumnHeader>
                  <Table.ColumnHeader>Counts as</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {overrides.map((row) => (
                  <Table.Row key={row.domain}>
                    <Table.Cell>{row.domain}</Table.Cell>
                    <Table.Cell>{sourceCategoryLabel(row.category)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Use the built-in rules for ${row.domain}`}
                        disabled={loading || !gate.allowed}
                        title={gate.reason ?? undefined}
                        onClick={() => void save({ domain: row.domain, category: null })}
                      >
                        Remove
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            Every cited site is grouped by the built-in rules.
          </Text>
        )}
        <RoleFieldset min="EDITOR">
          <form onSubmit={(event) => void onSubmit(event)} aria-label="Set a source type">
            <HStack align="flex-end" gap="3" wrap="wrap">
              <Field.Root invalid={problem !== null} flex="1" minW="48">
                <Field.Label>Domain</Field.Label>
                <Input
                  size="sm"
                  value={domain}
                  placeholder="reddit.com"
                  onChange={(event) => setDomain(event.target.value)}
                />
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
              <Stack minW="40">
                <SelectField
                  label="Counts as"
                  value={category}
                  options={CATEGORY_OPTIONS}
                  onChange={setCategoryChoice}
                />
              </Stack>
              <Button type="submit" size="sm" colorPalette="teal" loading={loading}>
                Save
              </Button>
            </HStack>
          </form>
        </RoleFieldset>
      </Stack>
    </Panel>
  );
}
