import { Badge, Box, Flex, Table, Text } from '@chakra-ui/react';
import type { TopProductsTable_ProductsFragment } from '../../__generated__/graphql';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { Panel, PanelEmpty } from '../../components/Panel';
import { formatCount } from '../../lib/format';

/** Whose product a row is: the brand's, a tracked competitor's, or another maker's (no badge). */
function MakerBadge({ product, brand }: { product: TopProductsTable_ProductsFragment; brand: string }) {
  if (product.isBrand)
    return (
      <Badge size="sm" colorPalette="teal" variant="subtle">
        {brand}
      </Badge>
    );
  if (product.competitorId)
    return (
      <Badge size="sm" colorPalette="orange" variant="subtle">
        Competitor
      </Badge>
    );
  return null;
}

/** The products the app answers' carousels showed most: maker, cards and mean place in the carousel. */
export function TopProductsTable({
  products,
  brand,
}: {
  products: readonly TopProductsTable_ProductsFragment[];
  brand: string;
}) {
  return (
    <Panel title="Top products" description="The products the carousels showed most, with their maker">
      {products.length === 0 ? (
        <PanelEmpty>No product cards in these app answers</PanelEmpty>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Top products">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader {...keyColumnHeader}>Product</Table.ColumnHeader>
                <Table.ColumnHeader>Maker</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cards</Table.ColumnHeader>
                <Table.ColumnHeader
                  textAlign="end"
                  whiteSpace="nowrap"
                  title="Mean place in the carousel (1 = first)"
                >
                  Avg. position
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {products.map((product) => (
                <Table.Row key={`${product.title}\u0000${product.brand ?? ''}`}>
                  <Table.Cell {...keyColumn} maxW={{ base: '40', md: '64' }}>
                    <Text truncate title={product.title}>
                      {product.title}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Flex gap="2" align="center" whiteSpace="nowrap">
                      <Text as="span">{product.brand ?? '—'}</Text>
                      <MakerBadge product={product} brand={brand} />
                    </Flex>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCount(product.cards)}</Table.Cell>
                  <Table.Cell textAlign="end">{`#${product.averagePosition.toFixed(1)}`}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Panel>
  );
}
