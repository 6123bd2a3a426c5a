import {
  Box,
  Button,
  Code,
  Field,
  HStack,
  Input,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ApiTokenScope, ApiTokensSection_TokenFragment } from '../../__generated__/graphql';
import { useCreateApiTokenMutation, useRevokeApiTokenMutation } from '../../__generated__/hooks';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { Panel } from '../../components/Panel';
import { SelectField } from '../../components/SelectField';
import { toaster } from '../../components/toaster';
import { Disclosure } from '../../components/Disclosure';
import { keyColumn } from '../../components/keyColumn';
import { ShownOnce } from '../../components/ShownOnce';
import type { CsvColumn } from '../../lib/csv';
import { formatDay } from '../../lib/format';
import { useRoleGate } from '../workspace/role';

const REFETCH = ['SettingsRoute'];

const SCOPE_LABELS: Record<ApiTokenScope, string> = { READ: 'Read only', FULL: 'Read and change' };
const SCOPE_OPTIONS = (['READ', 'FULL'] as const).map((value) => ({ value, label: SCOPE_LABELS[value] }));
const READ_ONLY_OPTIONS = SCOPE_OPTIONS.filter((option) => option.value === 'READ');
type BrandReach = 'EVERY' | 'THIS';
const REACH_OPTIONS: { value: BrandReach; label: string }[] = [
  { value: 'EVERY', label: 'Every brand' },
  { value: 'THIS', label: 'This brand only' },
];
const reachLabel = (token: ApiTokensSection_TokenFragment) => (token.brandId ? 'One brand' : 'Every brand');

// The table's columns; a token's value is never among them (the list never holds it, only its prefix).
const CSV_COLUMNS: CsvColumn<ApiTokensSection_TokenFragment>[] = [
  { header: 'name', value: (t) => t.name },
  { header: 'token_prefix', value: (t) => t.prefix },
  { header: 'access', value: (t) => SCOPE_LABELS[t.scope] },
  { header: 'brands', value: reachLabel },
  { header: 'created_at', value: (t) => t.createdAt },
  { header: 'last_used_at', value: (t) => t.lastUsedAt },
];

/** How a developer calls the API with a token: the one just created while it is shown, else a placeholder. */
function ForYourDeveloper({ token }: { token: string | null }) {
  const example = `curl ${window.location.origin}/graphql \\
  -H "Authorization: Bearer ${token ?? '<token>'}" \\
  -H "Content-Type: application/json" \\
  -d '{"query":"{ overview { promptCount metrics { visibility } } }"}'`;
  return (
    <Disclosure label="For your developer">
      <Text textStyle="xs" color="fg.muted">
        Query the GraphQL API at <Code size="sm">/graphql</Code> with the token in the header{' '}
        <Code size="sm">Authorization: Bearer &lt;token&gt;</Code>:
      </Text>
      <Code as="pre" display="block" p="2" fontSize="xs" overflowX="auto" whiteSpace="pre">
        {example}
      </Code>
    </Disclosure>
  );
}

/** Personal API tokens for analysts who query the API directly: create (shown once), list, revoke. */
export function ApiTokensSection({ tokens }: { tokens: readonly ApiTokensSection_TokenFragment[] | null }) {
  const [name, setName] = useState('');
  // Read only unless the user asks for more: a leaked read token cannot change anything.
  const [scope, setScope] = useState<ApiTokenScope>('READ');
  // Every brand of the workspace unless pinned to the active one (a script for one client's brand).
  const [reach, setReach] = useState<BrandReach>('EVERY');
  const [created, setCreated] = useState<string | null>(null);
  // A viewer may create read-only tokens only (a FULL token can do what its owner's role can).
  const fullGate = useRoleGate('EDITOR');
  const [createToken, { loading: creating }] = useCreateApiTokenMutation({ refetchQueries: REFETCH });
  const [revokeToken, { loading: revoking }] = useRevokeApiTokenMutation({ refetchQueries: REFETCH });

  async function onCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return;
    try {
      const input = { name: name.trim(), scope, ...(reach === 'THIS' ? { pinToBrand: true } : {}) };
      const { data } = await createToken({ variables: { input } });
      if (data) {
        setCreated(data.createApiToken.token);
        setName('');
        setScope('READ');
        setReach('EVERY');
      }
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  }

  async function onRevoke(token: ApiTokensSection_TokenFragment) {
    try {
      await revokeToken({ variables: { input: { id: token.id } } });
      toaster.create({
        type: 'success',
        title: 'Token revoked',
        description: `"${token.name}" no longer works.`,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
    }
  }

  return (
    <Panel
      title="API tokens"
      description="Personal tokens that let your own tools and scripts read your data. A read-only token cannot change anything."
      extra={
        tokens &&
        tokens.length > 0 && <DownloadCsvButton table="API tokens" columns={CSV_COLUMNS} rows={tokens} />
      }
    >
      <Stack gap="4">
        <form onSubmit={(e) => void onCreate(e)}>
          <HStack align="flex-end" gap="2" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Field.Root flex="1" minW="48">
              <Field.Label>Token name</Field.Label>
              <Input
                value={name}
                onChange={(e) => setName(e.target.value)}
                placeholder="e.g. Analytics notebook"
                maxLength={100}
              />
            </Field.Root>
            <Box w={{ base: 'full', sm: '44' }}>
              <SelectField
                label="Access"
                value={scope}
                options={fullGate.allowed ? SCOPE_OPTIONS : READ_ONLY_OPTIONS}
                onChange={(value) => setScope(value as ApiTokenScope)}
              />
            </Box>
            <Box w={{ base: 'full', sm: '40' }}>
              <SelectField
                label="Brands"
                value={reach}
                options={REACH_OPTIONS}
                onChange={(value) => setReach(value as BrandReach)}
              />
            </Box>
            <Button type="submit" colorPalette="teal" loading={creating} disabled={!name.trim()}>
              Create token
            </Button>
          </HStack>
        </form>
        {!fullGate.allowed && (
          <Text textStyle="xs" color="fg.muted">
            Read-only tokens only: {fullGate.reason}
          </Text>
        )}
        {created && (
          <ShownOnce
            title="Copy your new token now — it is shown only once."
            value={created}
            testId="new-api-token"
            onDone={() => setCreated(null)}
          />
        )}
        <ForYourDeveloper token={created} />
        {tokens === null ? (
          <Text color="fg.error" textStyle="sm">
            Tokens could not be loaded.
          </Text>
        ) : tokens.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No API tokens yet.
          </Text>
        ) : (
          // Positioned, so the visually hidden header is placed inside the scroll box, not widening the page.
          <Box overflowX="auto" position="relative">
            <Table.Root size="sm" aria-label="API tokens">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader {...keyColumn}>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Token</Table.ColumnHeader>
                  <Table.ColumnHeader>Access</Table.ColumnHeader>
                  <Table.ColumnHeader>Brands</Table.ColumnHeader>
                  <Table.ColumnHeader>Created</Table.ColumnHeader>
                  <Table.ColumnHeader>Last used</Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {tokens.map((t) => (
                  <Table.Row key={t.id}>
                    <Table.Cell {...keyColumn} fontWeight="medium">
                      {t.name}
                    </Table.Cell>
                    <Table.Cell>
                      <Code fontSize="xs">{t.prefix}…</Code>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{SCOPE_LABELS[t.scope]}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{reachLabel(t)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDay(t.createdAt)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {t.lastUsedAt ? formatDay(t.lastUsedAt) : 'Never'}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        aria-label={`Revoke token ${t.name}`}
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={revoking}
                        onClick={() => void onRevoke(t)}
                      >
                        Revoke
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Panel>
  );
}
