import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
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
      <Box as="main" id="main" flex="1" px={{ base: '3', md: '4' }} pb="16">
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
