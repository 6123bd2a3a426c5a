import { Box, Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The dashboard's card: a titled panel with an optional control at the top right. */
export function Panel({
  title,
  description,
  extra,
  children,
  minH,
  extraAtTop = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  minH?: string;
  /** Keeps `extra` level with the title's top rather than centred beside title and description. */
  extraAtTop?: boolean;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" shadow="xs" rounded="xl" minH={minH} minW="0">
      <Card.Header pb="2">
        <Flex
          gap="3"
          justify="space-between"
          align={extraAtTop ? 'flex-start' : { base: 'flex-start', sm: 'center' }}
          wrap="wrap"
        >
          <Box minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description && (
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Box>
          {extra}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

/** The text shown inside a panel that has nothing to show. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <Flex minH="40" align="center" justify="center" color="fg.muted" textStyle="sm" textAlign="center">
      {/* One block inside the flex: words and links in it flow as a sentence, spaces kept. */}
      <Box>{children}</Box>
    </Flex>
  );
}

/** Why a panel's figures could not be loaded, in their place. */
export function PanelError({ message }: { message: string }) {
  return (
    <Text textStyle="sm" color="fg.error" role="alert">
      {message}
    </Text>
  );
}
