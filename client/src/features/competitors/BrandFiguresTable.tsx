import { Flex, Table, Text } from '@chakra-ui/react';
import type { BrandFiguresTable_BrandsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { LetterAvatar } from '../../components/LetterAvatar';
import { Panel, PanelEmpty } from '../../components/Panel';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { formatRank, sharedRanks } from '../../lib/ranks';
import { dayPeriod, type AnswersRequest } from '../answers/answersRequest';
import { FigureButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';
import { brandKey } from './brandStyles';

/**
 * The answers a brand's mentions count: those naming the brand (its visibility), or the competitor. A
 * day's figure keeps its day; any other follows the page's period (see underPageFilter).
 */
export function mentionsRequest(
  brand: { competitorId?: string | null; name: string },
  title: string,
  filter: AnswersRequest['filter'] = {},
): AnswersRequest {
  const period = filter.day ? dayPeriod(filter.day) : 'over all time';
  return brand.competitorId
    ? {
        title,
        filter: { ...filter, competitorId: brand.competitorId },
        period,
        measure: { kind: 'named', subject: brand.name },
      }
    : {
        title,
        filter,
        period,
        measure: { kind: 'visibility' },
        initialView: 'VISIBLE',
      };
}

const CSV_COLUMNS: CsvColumn<BrandFiguresTable_BrandsFragment>[] = [
  { header: 'brand', value: (b) => b.name },
  { header: 'is_your_brand', value: (b) => b.isBrand },
  { header: 'mentions', value: (b) => b.mentions },
  { header: 'visibility_pct', value: (b) => shownAs(b.visibility) },
  { header: 'share_of_voice_pct', value: (b) => shownAs(b.shareOfVoice) },
  { header: 'rank', value: (b) => b.rank },
];

/** Each brand with its shared rank: brands named as often share one, as in Competitor Rankings. */
export const withSharedRanks = <Brand extends { rank: number | null; mentions: number }>(
  brands: readonly Brand[],
) => {
  const shared = sharedRanks(
    brands,
    (b) => b.rank,
    (b) => b.mentions,
  );
  return brands.map((brand, index) => ({ brand, rank: shared[index] ?? null }));
};

/**
 * Each tracked brand over the period in figures: the answers naming it (which open), its visibility and
 * its share of voice, as Competitor Rankings counts them; the account's brand first and highlighted.
 */
export function BrandFiguresTable({
  brands,
  periodProse,
}: {
  brands: readonly BrandFiguresTable_BrandsFragment[];
  periodProse: string;
}) {
  const { filter } = usePageFilter();
  const rows = withSharedRanks(brands);
  return (
    <Panel
      title="Tracked brands"
      description={`Answers naming each brand ${periodProse}`}
      extra={
        <DownloadCsvButton
          table="Tracked brands"
          filter={describePageFilter(filter)}
          columns={CSV_COLUMNS}
          rows={rows.map(({ brand, rank }) => ({ ...brand, rank: rank?.rank ?? null }))}
        />
      }
    >
      {brands.length === 0 ? (
        <PanelEmpty>No competitor data available</PanelEmpty>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Tracked brands">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader {...keyColumnHeader}>Brand</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Mentions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Visibility</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Share of voice</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rank</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ brand, rank }) => (
                <Table.Row
                  key={brandKey(brand)}
                  bg={brand.isBrand ? 'teal.subtle' : 'bg.panel'}
                  fontWeight={brand.isBrand ? 'semibold' : undefined}
                >
                  <Table.Cell {...keyColumn} bg={brand.isBrand ? 'teal.subtle' : keyColumn.bg}>
                    <Flex align="center" gap="2" minW="0">
                      <LetterAvatar name={brand.name} />
                      <Text as="span" truncate>
                        {brand.name}
                        {brand.isBrand && (
                          <Text as="span" fontWeight="normal">
                            {' '}
                            (you)
                          </Text>
                        )}
                      </Text>
                    </Flex>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {brand.mentions > 0 ? (
                      <FigureButton
                        label={`${formatCount(brand.mentions)}: show the answers naming ${brand.name}`}
                        request={mentionsRequest(brand, `Tracked brands · ${brand.name}`)}
                      >
                        {formatCount(brand.mentions)}
                      </FigureButton>
                    ) : (
                      '0'
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatPercent(brand.visibility)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {brand.shareOfVoice === null ? '—' : formatPercent(brand.shareOfVoice)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {rank === null ? '—' : formatRank(rank, '#')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}
