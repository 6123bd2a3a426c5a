import { Badge, Table, Text } from '@chakra-ui/react';
import type { AlertDeliveryPurpose, DeliveryLog_DeliveryFragment } from '../../__generated__/graphql';

const PURPOSES: Record<AlertDeliveryPurpose, string> = {
  ALERTS: 'Alerts',
  TEST: 'Test',
  DIGEST: 'Weekly digest',
};

const at = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** When a delivery was tried, to the second (retries are seconds apart at first). */
export const formatAttemptTime = (value: string) => at.format(new Date(value));

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
  return (
    <Table.ScrollArea>
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
              <Table.Cell whiteSpace="nowrap">{formatAttemptTime(d.at)}</Table.Cell>
              {webhookNames && (
                <Table.Cell maxW="56" truncate>
                  {d.channel === 'EMAIL'
                    ? 'E-mail'
                    : (webhookNames.get(d.webhookId ?? '') ?? 'Deleted webhook')}
                </Table.Cell>
              )}
              <Table.Cell whiteSpace="nowrap">{PURPOSES[d.purpose]}</Table.Cell>
              <Table.Cell textAlign="end">{d.attempt}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge colorPalette={d.ok ? 'green' : 'red'} variant="subtle">
                  {d.statusCode ?? (d.ok ? 'Sent' : 'Failed')}
                </Badge>
              </Table.Cell>
              <Table.Cell minW="48" color="fg.muted">
                {d.error ?? '—'}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
