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
}) {
  const canRemove = items.length > keepAtLeast;
  return (
    <Stack gap="3" role="group" aria-label={label}>
      {items.map((item, index) => (
        <HStack key={index} gap="2">
          <Field.Root flex="1">
            <Field.Label srOnly>{`${itemLabel} ${index + 1}`}</Field.Label>
            <Input
              value={item}
              maxLength={maxLength}
              placeholder={placeholder}
              onChange={(event) =>
                onChange(items.map((value, i) => (i === index ? event.target.value : value)))
              }
            />
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
