import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Platform, VisibilityHeatmap_RowsFragment } from '../../__generated__/graphql';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { keyColumn, keyColumnHeader } from '../../components/keyColumn';
import { Panel, PanelEmpty } from '../../components/Panel';
import { shownAs, type CsvColumn } from '../../lib/csv';
import { formatCount, formatPercent } from '../../lib/format';
import { FigureButton } from '../answers/FigureButton';
import { describePageFilter, usePageFilter } from '../filter/pageFilter';
import { mentionsRequest } from './BrandFiguresTable';
import { brandKey, HEAT_STEPS, heatStep } from './brandStyles';

/**
 * Visibility of every tracked brand (rows) on every platform with answers (columns). Each cell says its
 * figure in text; its shade, one of five steps whose text stays readable in light and dark, repeats it.
 * A cell opens the answers it counts.
 */
export function VisibilityHeatmap({ rows }: { rows: readonly VisibilityHeatmap_RowsFragment[] }) {
  const brands = useMemo(
    () =>
      (rows[0]?.brands ?? []).map((brand, index) => ({
        ...brand,
        cells: rows.map((row) => ({
          platform: row.platform as Platform,
          label: row.label,
          answers: row.answers,
          ...row.brands[index]!,
        })),
      })),
    [rows],
  );
  const { filter } = usePageFilter();
  // One row per brand, one visibility column per platform, as the table shows them.
  const csvColumns: CsvColumn<(typeof brands)[number]>[] = [
    { header: 'brand', value: (b) => b.name },
    { header: 'is_your_brand', value: (b) => b.isBrand },
    ...rows.map((row, index) => ({
      header: `${row.platform.toLowerCase()}_visibility_pct`,
      value: (b: (typeof brands)[number]) => shownAs(b.cells[index]!.visibility),
    })),
  ];
  return (
    <Panel
      title="Visibility by platform"
      description="Share of each platform’s answers that name each brand"
      extra={
        rows.length > 0 && (
          <DownloadCsvButton
            table="Visibility by platform"
            filter={describePageFilter(filter)}
            columns={csvColumns}
            rows={brands}
          />
        )
      }
    >
      {rows.length === 0 ? (
        <PanelEmpty>No platform data available</PanelEmpty>
      ) : (
        <Box>
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Visibility by platform and brand">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader {...keyColumnHeader}>Brand</Table.ColumnHeader>
                  {rows.map((row) => (
                    <Table.ColumnHeader key={row.platform} textAlign="center">
                      {row.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {brands.map((brand) => (
                  <Table.Row key={brandKey(brand)} bg="bg.panel">
                    <Table.Cell
                      {...keyColumn}
                      fontWeight={brand.isBrand ? 'semibold' : undefined}
                      maxW="40"
                      truncate
                    >
                      {brand.isBrand ? `${brand.name} (you)` : brand.name}
                    </Table.Cell>
                    {brand.cells.map((cell) => {
                      const step = heatStep(cell.visibility);
                      const value = formatPercent(cell.visibility);
                      const sentence = `${brand.name} on ${cell.label}: ${value} (${formatCount(cell.mentions)} of ${formatCount(cell.answers)} answers)`;
                      return (
                        <Table.Cell
                          key={cell.platform}
                          textAlign="center"
                          bg={step.bg}
                          color={step.color}
                          fontVariantNumeric="tabular-nums"
                          fontWeight={brand.isBrand ? 'semibold' : undefined}
                          borderWidth="1px"
                          borderColor="bg.panel"
                          title={sentence}
                        >
                          {cell.mentions > 0 ? (
                            <FigureButton
                              label={`${sentence}: show these answers`}
                              request={mentionsRequest(
                                brand,
                                `Visibility by platform · ${brand.name} on ${cell.label}`,
                                {
                                  platform: cell.platform,
                                },
                              )}
                            >
                              {value}
                            </FigureButton>
                          ) : (
                            value
                          )}
                        </Table.Cell>
                      );
                    })}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Flex as="ul" aria-label="Shades" gap="1.5" wrap="wrap" mt="3" p="0" listStyleType="none">
            {HEAT_STEPS.map((step) => (
              <Text
                as="li"
                key={step.label}
                textStyle="xs"
                px="2"
                py="0.5"
                rounded="sm"
                bg={step.bg}
                color={step.color}
                borderWidth="1px"
                borderColor="border"
              >
                {step.label}
              </Text>
            ))}
          </Flex>
        </Box>
      )}
    </Panel>
  );
}
