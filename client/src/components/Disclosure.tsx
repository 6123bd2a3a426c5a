import { Box, Button, Collapsible } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from './icons';

/**
 * Detail for a particular reader, closed until asked for: "For your developer" (API calls, commands) or
 * "For analysts" (GraphQL fields), so the marketer's view stays plain.
 */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount>
      <Collapsible.Trigger asChild>
        <Button variant="plain" size="xs" px="0" color="teal.fg" aria-controls={contentId}>
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
          {label}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content id={contentId}>
        <Box pt="1">{children}</Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
