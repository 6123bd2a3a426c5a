import { Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from './icons';

/** A search box that filters the list below it as the user types. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
}: {
  /** Its accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputGroup startElement={<SearchIcon color="fg.muted" />} maxW={{ md: 'md' }}>
      <Input
        type="search"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        bg="bg.panel"
      />
    </InputGroup>
  );
}
