import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * The one dialog of the management screen: a form with a title, an optional explanation, its fields, the
 * server's refusal (in its own words) and Cancel / submit. `danger` makes it an alert dialog with a red
 * submit, for archiving.
 */
export function ManageDialog({
  open,
  title,
  description,
  children,
  submitLabel,
  submitDisabled = false,
  danger = false,
  loading,
  error,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  submitDisabled?: boolean;
  danger?: boolean;
  loading: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !loading) onSubmit();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={danger ? 'alertdialog' : 'dialog'}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild mx={{ base: '4', sm: 'auto' }}>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {description && (
                    <Dialog.Description textStyle="sm" color="fg.muted">
                      {description}
                    </Dialog.Description>
                  )}
                  {children}
                  {error && (
                    <Text role="alert" textStyle="sm" color="fg.error">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={onClose} disabled={loading}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  size="sm"
                  colorPalette={danger ? 'red' : 'teal'}
                  loading={loading}
                  disabled={submitDisabled}
                >
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
