import { Button, CloseButton, Field, HStack, Input, Stack } from '@chakra-ui/react';

/**
 * An editable list of short texts (competitors, search topics): an "Add …" button showing "n/max"
 * (hidden at max) and a remove button per entry while more than `keepAtLeast` entries exist.
 */
export function ListFields({
  label,
  itemLabel,
  items,
  max,
  onChange,
  keepAtLeast = 0,
  placeholder,
  maxLength = 100,
  errors,
}: {
  label: string;
  itemLabel: string;
  items: string[];
  max: number;
  onChange: (items: string[]) => void;
  /** Remove buttons show only while more entries than this exist (search topics: 1). */
  keepAtLeast?: number;
  placeholder?: string;
  /** Characters per entry. */
  maxLength?: number;
  /** A message shown under an entry (by index), which marks it invalid. */
  errors?: readonly (string | null)[];
}) {
  const canRemove = items.length > keepAtLeast;
  return (
    <Stack gap="3" role="group" aria-label={label}>
      {items.map((item, index) => (
        <HStack key={index} gap="2" align="flex-start">
          <Field.Root flex="1" invalid={Boolean(errors?.[index])}>
            <Field.Label srOnly>{`${itemLabel} ${index + 1}`}</Field.Label>
            <Input
              value={item}
              maxLength={maxLength}
              placeholder={placeholder}
              onChange={(event) =>
                onChange(items.map((value, i) => (i === index ? event.target.value : value)))
              }
            />
            {errors?.[index] && <Field.ErrorText>{errors[index]}</Field.ErrorText>}
          </Field.Root>
          {canRemove && (
            <CloseButton
              size="sm"
              variant="ghost"
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            />
          )}
        </HStack>
      ))}
      {items.length < max && (
        <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => onChange([...items, ''])}>
          {`+ Add ${itemLabel.toLowerCase()} (${items.length}/${max})`}
        </Button>
      )}
    </Stack>
  );
}
