import { Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The sidebar as a drawer under 768 px; loaded when it is first opened (see DashboardRoute). */
export default function MobileNav({
  open,
  onOpenChange,
  width,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  width: string;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={width} w={width}>
            <Drawer.Title srOnly>Navigation</Drawer.Title>
            {children}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
