import { SimpleGrid, Table, Text } from '@chakra-ui/react';
import type {
  ClaimTallyTables_FactFragment,
  ClaimTallyTables_PlatformFragment,
} from '../../__generated__/graphql';
import { Panel } from '../../components/Panel';
import { countOf, formatCount } from '../../lib/format';
import { platformName } from '../../lib/platforms';
import { ClaimRateValue, type Rate } from './ClaimRateValue';

interface TallyRow {
  key: string;
  name: string;
  claims: number;
  accuracy: Rate;
  wrong: number;
  outdated: number;
}

function TallyTable({ rows, label, nameHeader }: { rows: TallyRow[]; label: string; nameHeader: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      {/* On a phone the claims go under the name, so that four columns fit with their headers wrapped. */}
      <Table.Root size="sm" whiteSpace="normal" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="sm">
              Claims
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Accuracy</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Wrong</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Out of date</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>
                {row.name}
                <Text textStyle="xs" color="fg.muted" hideFrom="sm">
                  {countOf(row.claims, 'claim')}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" hideBelow="sm">
                {formatCount(row.claims)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                <ClaimRateValue rate={row.accuracy} inTable />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatCount(row.wrong)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatCount(row.outdated)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The period's claims fact by fact and platform by platform: accuracy with its interval, wrong and out-of-date counts. */
export function ClaimTallyTables({
  byFact,
  byPlatform,
  periodProse,
}: {
  byFact: readonly ClaimTallyTables_FactFragment[];
  byPlatform: readonly ClaimTallyTables_PlatformFragment[];
  /** "in the last 30 days": the page filter's period in words. */
  periodProse: string;
}) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <Panel title="By fact" description={`Each fact stated ${periodProse}, most claims first`}>
        <TallyTable
          label="Claims by fact"
          nameHeader="Fact"
          rows={byFact.map((tally) => ({ key: tally.fact, name: tally.label, ...tally }))}
        />
      </Panel>
      <Panel title="By platform" description={`The claims in each platform’s answers ${periodProse}`}>
        <TallyTable
          label="Claims by platform"
          nameHeader="Platform"
          rows={byPlatform.map((tally) => ({
            key: tally.platform,
            name: platformName(tally.platform),
            ...tally,
          }))}
        />
      </Panel>
    </SimpleGrid>
  );
}
