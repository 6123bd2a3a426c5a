import { Box, Table, Text } from '@chakra-ui/react';
import type { MerchantsTable_MerchantsFragment } from '../../__generated__/graphql';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { Panel, PanelEmpty } from '../../components/Panel';
import { formatCount } from '../../lib/format';

/** The shops the carousels offered products from most, and how many of those cards were the brand's. */
export function MerchantsTable({
  merchants,
  brand,
}: {
  merchants: readonly MerchantsTable_MerchantsFragment[];
  brand: string;
}) {
  return (
    <Panel title="Merchants" description="The shops the product cards offered them from">
      {merchants.length === 0 ? (
        <PanelEmpty>No shops listed on these product cards</PanelEmpty>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Merchants">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...keyColumnHeader}>Merchant</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cards</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{`${brand}'s cards`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {merchants.map((row) => (
                <Table.Row key={row.merchant}>
                  <Table.Cell {...keyColumn} maxW={{ base: '40', md: '72' }}>
                    <Text truncate title={row.merchant}>
                      {row.merchant}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.cards)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(row.brandCards)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Panel>
  );
}
