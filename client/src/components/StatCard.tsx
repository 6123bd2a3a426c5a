import { Badge, Box, Card, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A headline figure: label (with optional info tip), big value, optional badge and a line of context. */
export function StatCard({
  label,
  value,
  badge,
  badgePalette = 'yellow',
  help,
  info,
}: {
  label: string;
  value: ReactNode;
  badge?: string;
  badgePalette?: string;
  help?: ReactNode;
  info?: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" shadow="xs" rounded="xl" role="group" aria-label={label}>
      <Card.Body gap="2" p={{ base: '4', md: '5' }}>
        <Flex align="center" gap="1" minH="6">
          <Text textStyle="sm" fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          {info}
        </Flex>
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text textStyle="3xl" fontWeight="bold" letterSpacing="tight" lineHeight="1">
            {value}
          </Text>
          {badge && (
            <Badge colorPalette={badgePalette} variant="subtle">
              {badge}
            </Badge>
          )}
        </Flex>
        {help && (
          <Text textStyle="xs" color="fg.muted">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * A figure's basis in words ("170 of 400 answers in the last 30 days"): hidden on a phone, where the cards
 * sit two by two above the first chart; the card's info tip and its answers carry the same facts there.
 */
export function StatBasis({ children }: { children: ReactNode }) {
  return (
    <Box as="span" hideBelow="md">
      {children}
    </Box>
  );
}
