import { Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicTopBar } from '../../components/PublicTopBar';

/** A full-screen step-by-step page (the report wizard, onboarding): title, intro and the steps' card. */
export function WizardFrame({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  /** Below the card. */
  footer?: ReactNode;
}) {
  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <PublicTopBar />
      <Box flex="1" px={{ base: '3', md: '4' }} pb="16">
        <Stack maxW="2xl" mx="auto" gap="6">
          <Stack gap="2" textAlign="center" pt={{ base: '2', md: '6' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
              {title}
            </Heading>
            <Text color="fg.muted">{intro}</Text>
          </Stack>
          <Card.Root variant="elevated" rounded="2xl" bg="bg.panel">
            <Card.Body p={{ base: '4', md: '8' }}>{children}</Card.Body>
          </Card.Root>
          {footer}
        </Stack>
      </Box>
    </Flex>
  );
}

/** Back (after the first step) and the submit button that moves on or, on the last step, finishes. */
export function StepNav({
  step,
  onBack,
  busy,
  submitLabel,
  submitDisabled = false,
}: {
  step: number;
  onBack: () => void;
  busy: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
}) {
  return (
    <HStack justify="space-between" pt="2">
      {step > 0 ? (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" colorPalette="teal" size="lg" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </HStack>
  );
}

/** One line of a review step: a label and what was entered. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      gap={{ base: '1', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      py="2"
      borderBottomWidth="1px"
    >
      <Text w={{ md: '40' }} flexShrink={0} color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Stack gap="1" textStyle="sm" wordBreak="break-word" minW="0">
        {children}
      </Stack>
    </Flex>
  );
}
