import { Badge, Box, Code, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuditLogRouteQuery } from '../__generated__/hooks';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import type { CsvColumn } from '../lib/csv';
import { formatMoment } from '../lib/format';

type Entry = {
  id: string;
  at: string;
  actor?: string | null;
  action: string;
  target: string;
  brand?: string | null;
};

const CSV_COLUMNS: CsvColumn<Entry>[] = [
  { header: 'at', value: (e) => e.at },
  { header: 'actor', value: (e) => e.actor ?? null },
  { header: 'brand', value: (e) => e.brand ?? null },
  { header: 'action', value: (e) => e.action },
  { header: 'target', value: (e) => e.target },
];

/** An entry's brand: the one the member had open, or a dash where none was kept (deleted, or older). */
const brandOf = (entry: Entry) => entry.brand ?? '—';

/** The palette of an action by what it does to its target ("member.removed" → red). */
const actionPalette = (action: string) =>
  /removed|deleted|revoked|archived|left/.test(action)
    ? 'red'
    : /invited|added|created|joined/.test(action)
      ? 'green'
      : 'gray';

/** Settings → Audit log: every configuration change of the workspace, newest first. */
export default function AuditLogRoute() {
  const { data, loading, error } = useAuditLogRouteQuery({
    variables: { first: 200 },
    fetchPolicy: 'cache-and-network',
  });
  const header = (
    <PageHeader
      title="Audit log"
      description="Who changed what in this workspace, newest first"
      above={
        <Link asChild textStyle="sm" color="teal.fg" mb="2">
          <RouterLink to="/dashboard/settings">← Settings</RouterLink>
        </Link>
      }
    />
  );
  if (loading && !data) return <LoadingState />;
  if (!data)
    return (
      <>
        {header}
        <LoadErrorState message={error?.message} />
      </>
    );
  const entries = data.auditLog;
  // With one brand the column would repeat its name on every line.
  const severalBrands = data.viewer.brands.length > 1;
  return (
    <Stack gap="4">
      {header}
      <Panel
        title="Changes"
        description={`The latest ${entries.length === 200 ? '200 ' : ''}configuration writes`}
        extra={
          entries.length > 0 && <DownloadCsvButton table="Audit log" columns={CSV_COLUMNS} rows={entries} />
        }
      >
        {entries.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No changes recorded yet.
          </Text>
        ) : (
          <>
            {/* Column names over the wide layout; a narrow screen stacks each entry's parts. */}
            <Flex
              display={{ base: 'none', md: 'flex' }}
              gap="4"
              pb="1.5"
              borderBottomWidth="1px"
              textStyle="xs"
              color="fg.muted"
              fontWeight="medium"
              aria-hidden="true"
            >
              <Text w="44">When</Text>
              <Text w="56">Who</Text>
              {severalBrands && <Text w="40">Brand</Text>}
              <Text w="44">Action</Text>
              <Text flex="1">Target</Text>
            </Flex>
            <Stack as="ol" gap="0" listStyleType="none" m="0" p="0" aria-label="Audit log">
              {entries.map((entry) => (
                <Flex
                  as="li"
                  key={entry.id}
                  gap={{ base: '1', md: '4' }}
                  py="2.5"
                  direction={{ base: 'column', md: 'row' }}
                  align={{ base: 'flex-start', md: 'baseline' }}
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: '0' }}
                  data-testid="audit-entry"
                >
                  <Text
                    as="time"
                    {...({ dateTime: entry.at } as object)}
                    textStyle="xs"
                    color="fg.muted"
                    w={{ md: '44' }}
                    flexShrink={0}
                    fontVariantNumeric="tabular-nums"
                  >
                    {formatMoment(entry.at)}
                  </Text>
                  <Text textStyle="sm" flexShrink={0} truncate w={{ md: '56' }} maxW="full">
                    {entry.actor ?? 'Sightline'}
                  </Text>
                  {severalBrands && (
                    <Text
                      textStyle="sm"
                      color="fg.muted"
                      flexShrink={0}
                      truncate
                      w={{ md: '40' }}
                      maxW="full"
                      title={entry.brand ? `Brand: ${entry.brand}` : 'No brand kept for this entry'}
                    >
                      {brandOf(entry)}
                    </Text>
                  )}
                  <Box w={{ md: '44' }} flexShrink={0}>
                    <Badge size="sm" variant="subtle" colorPalette={actionPalette(entry.action)}>
                      <Code variant="plain" fontSize="inherit" bg="transparent" p="0">
                        {entry.action}
                      </Code>
                    </Badge>
                  </Box>
                  <Text textStyle="sm" flex="1" minW="0" wordBreak="break-word">
                    {entry.target}
                  </Text>
                </Flex>
              ))}
            </Stack>
          </>
        )}
      </Panel>
    </Stack>
  );
}
