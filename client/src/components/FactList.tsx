import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Labelled facts, a label and its value a row (a change's details, the analyzer's accuracy). */
export function FactList({
  facts,
  label,
  mt,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  /** The list's accessible name, when it needs one. */
  label?: string;
  mt?: string;
}) {
  return (
    <DataList.Root orientation="horizontal" size="sm" mt={mt} aria-label={label}>
      {facts.map(([name, value]) => (
        <DataList.Item key={name}>
          <DataList.ItemLabel>{name}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
