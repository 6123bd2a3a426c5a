import { Badge, Box, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { AlertDeliveryPurpose, DeliveryLog_DeliveryFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import type { CsvColumn } from '../../lib/csv';
import { formatHost, formatMoment } from '../../lib/format';

const PURPOSES: Record<AlertDeliveryPurpose, string> = {
  ALERTS: 'Alerts',
  TEST: 'Test',
  DIGEST: 'Weekly digest',
};

/** When a delivery was tried: to the second, as retries are seconds apart at first. */
const attemptTime = (value: string) => formatMoment(value, { seconds: true });

function Result({ delivery }: { delivery: DeliveryLog_DeliveryFragment }) {
  return (
    <Badge colorPalette={delivery.ok ? 'green' : 'red'} variant="subtle">
      {delivery.statusCode ?? (delivery.ok ? 'Sent' : 'Failed')}
    </Badge>
  );
}

const channelName = (d: DeliveryLog_DeliveryFragment, names: ReadonlyMap<string, string>) =>
  d.channel === 'EMAIL' ? 'E-mail' : formatHost(names.get(d.webhookId ?? '') ?? 'Deleted webhook');

/** The delivery log: each attempt with its time, channel, attempt number, status code and error. */
export function DeliveryLog({
  deliveries,
  webhookNames,
  label,
}: {
  deliveries: readonly DeliveryLog_DeliveryFragment[];
  /** Each webhook's name in the Channel column; without it the column says only E-mail or Webhook. */
  webhookNames?: ReadonlyMap<string, string>;
  label: string;
}) {
  if (deliveries.length === 0)
    return (
      <Text textStyle="sm" color="fg.muted">
        Nothing has been sent yet.
      </Text>
    );
  const csvColumns: CsvColumn<DeliveryLog_DeliveryFragment>[] = [
    { header: 'at', value: (d) => d.at },
    ...(webhookNames
      ? [{ header: 'channel', value: (d: DeliveryLog_DeliveryFragment) => channelName(d, webhookNames) }]
      : []),
    { header: 'what', value: (d) => PURPOSES[d.purpose] },
    { header: 'attempt', value: (d) => d.attempt },
    { header: 'status_code', value: (d) => d.statusCode },
    { header: 'ok', value: (d) => d.ok },
    { header: 'error', value: (d) => d.error },
  ];
  return (
    <>
      <Flex justify="flex-end" mb="2">
        <DownloadCsvButton table={label} columns={csvColumns} rows={deliveries} />
      </Flex>
      {/* On a phone each attempt is a short block; from md up, a table. */}
      <Stack as="ol" aria-label={label} gap="2" m="0" p="0" hideFrom="md">
        {deliveries.map((d) => (
          <Box as="li" key={d.id} listStyleType="none" borderTopWidth="1px" pt="2" textStyle="sm">
            <HStack justify="space-between" gap="2">
              <Text>{attemptTime(d.at)}</Text>
              <Result delivery={d} />
            </HStack>
            <Text color="fg.muted" textStyle="xs">
              {[webhookNames && channelName(d, webhookNames), PURPOSES[d.purpose], `attempt ${d.attempt}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {d.error && (
              <Text color="fg.muted" textStyle="xs" wordBreak="break-word">
                {d.error}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      <Table.ScrollArea hideBelow="md">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Time</Table.ColumnHeader>
              {webhookNames && <Table.ColumnHeader>Channel</Table.ColumnHeader>}
              <Table.ColumnHeader>What</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Attempt</Table.ColumnHeader>
              <Table.ColumnHeader>Result</Table.ColumnHeader>
              <Table.ColumnHeader>Error</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deliveries.map((d) => (
              <Table.Row key={d.id}>
                <Table.Cell whiteSpace="nowrap">{attemptTime(d.at)}</Table.Cell>
                {webhookNames && (
                  <Table.Cell maxW="56" truncate>
                    {channelName(d, webhookNames)}
                  </Table.Cell>
                )}
                <Table.Cell whiteSpace="nowrap">{PURPOSES[d.purpose]}</Table.Cell>
                <Table.Cell textAlign="end">{d.attempt}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Result delivery={d} />
                </Table.Cell>
                <Table.Cell minW="48" color="fg.muted">
                  {d.error ?? '—'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
