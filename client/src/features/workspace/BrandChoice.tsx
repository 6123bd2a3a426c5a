import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';

export interface ChoosableBrand {
  id: string;
  name?: string | null;
}

const brandLabel = (brand: ChoosableBrand) => brand.name ?? 'A brand not named yet';

/**
 * Which brands of the workspace a member or an invitation opens: every brand, now and later (`value` null),
 * or only the ones ticked. An agency gives a client their own brand this way.
 */
export function BrandChoice({
  brands,
  value,
  onChange,
  problem,
}: {
  brands: readonly ChoosableBrand[];
  value: readonly string[] | null;
  onChange: (brandIds: string[] | null) => void;
  /** The server's refusal of the choice, in its words. */
  problem?: string | null;
}) {
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...(value ?? []), id] : (value ?? []).filter((chosen) => chosen !== id));
  return (
    <Fieldset.Root invalid={!!problem || value?.length === 0}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        Brands
      </Fieldset.Legend>
      <Stack gap="2">
        <Checkbox.Root
          checked={value === null}
          onCheckedChange={(e) => onChange(e.checked === true ? null : [])}
          colorPalette="teal"
          size="sm"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Every brand, now and later</Checkbox.Label>
        </Checkbox.Root>
        {value !== null && (
          <Stack gap="1" ps="6" role="group" aria-label="Only these brands">
            {brands.map((brand) => (
              <Checkbox.Root
                key={brand.id}
                checked={value.includes(brand.id)}
                onCheckedChange={(e) => toggle(brand.id, e.checked === true)}
                colorPalette="teal"
                size="sm"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{brandLabel(brand)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
            {value.length === 0 && (
              <Text textStyle="xs" color="fg.error">
                Tick at least one brand, or every brand.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
      {problem && <Fieldset.ErrorText>{problem}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
