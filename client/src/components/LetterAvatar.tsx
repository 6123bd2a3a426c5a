import { Flex } from '@chakra-ui/react';

/**
 * A name's first letter in a small tile: the dashboard's logo for competitors. Logos are never fetched
 * from a third-party host, so a page loads nothing but its own origin.
 */
export function LetterAvatar({ name, size = '5' }: { name: string; size?: '5' | '6' }) {
  return (
    <Flex
      boxSize={size}
      rounded="md"
      bg="bg.emphasized"
      color="fg.muted"
      align="center"
      justify="center"
      textStyle="2xs"
      fontWeight="bold"
      flexShrink={0}
      aria-hidden="true"
      data-letter-avatar=""
    >
      {name.trim().charAt(0).toUpperCase()}
    </Flex>
  );
}
