import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { InfoIcon } from './icons';

/** An info icon that explains a figure on hover or keyboard focus. */
export function InfoTip({ label, content }: { label: string; content: string }) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="2xs" color="fg.muted" rounded="full">
          <InfoIcon boxSize="3.5" />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
