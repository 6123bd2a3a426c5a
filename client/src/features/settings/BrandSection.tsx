import { Badge, DataList, Link, Text, Wrap } from '@chakra-ui/react';
import type { BrandSection_BrandFragment } from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';

export function BrandSection({ brand }: { brand: BrandSection_BrandFragment | null }) {
  return (
    <Panel title="Brand" description="The brand whose mentions are tracked in AI answers">
      {brand ? (
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel>Name</DataList.ItemLabel>
            <DataList.ItemValue>{brand.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Website</DataList.ItemLabel>
            <DataList.ItemValue>
              {brand.website ? (
                <Link href={brand.website} target="_blank" rel="noopener noreferrer" color="teal.fg">
                  {brand.website}
                </Link>
              ) : (
                '—'
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Aliases</DataList.ItemLabel>
            <DataList.ItemValue>
              {brand.aliases.length ? (
                <Wrap gap="1.5">
                  {brand.aliases.map((a) => (
                    <Badge key={a} variant="outline">
                      {a}
                    </Badge>
                  ))}
                </Wrap>
              ) : (
                '—'
              )}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <Text color="fg.muted" textStyle="sm">
          No brand set up yet.
        </Text>
      )}
    </Panel>
  );
}
