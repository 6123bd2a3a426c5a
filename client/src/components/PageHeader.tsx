import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  above,
}: {
  title: string;
  description?: string;
  /** Shown above the title, e.g. a back link. */
  above?: ReactNode;
}) {
  return (
    <Box as="header" mb={{ base: '5', md: '6' }}>
      {above}
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" mt="1">
          {description}
        </Text>
      )}
    </Box>
  );
}
