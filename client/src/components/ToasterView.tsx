import { Toaster as ChakraToaster, Portal, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react';

/** The toasts themselves (Chakra's toaster), loaded with the first toast a page shows. */
export default function ToasterView({ toaster }: { toaster: CreateToasterReturn }) {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
