import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** Chakra's tooltip around `children` (HoverTip loads it). */
export default function TooltipParts({
  children,
  content,
  defaultOpen,
}: {
  children: ReactElement;
  content: ReactNode;
  defaultOpen: boolean;
}) {
  return (
    <Tooltip.Root openDelay={150} closeDelay={100} defaultOpen={defaultOpen}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
