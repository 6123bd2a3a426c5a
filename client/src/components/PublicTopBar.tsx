import { Flex } from '@chakra-ui/react';
import { ColorModeButton } from './ColorModeButton';
import { LogoIcon } from './icons';

/** The bar above the public pages (sign-in, report wizard): the logo and the colour-mode switch. */
export function PublicTopBar() {
  return (
    <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
      <Flex align="center" gap="2" fontWeight="semibold">
        <LogoIcon color="teal.fg" boxSize="6" />
        Sightline
      </Flex>
      <ColorModeButton />
    </Flex>
  );
}
