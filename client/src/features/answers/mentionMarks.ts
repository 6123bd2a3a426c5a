import { chakra } from '@chakra-ui/react';

/** Brand mentions and competitor mentions are marked in two colours, everywhere answers are shown. */
export const MENTION_COLORS = {
  brand: { bg: 'teal.subtle', color: 'teal.fg' },
  competitor: { bg: 'orange.subtle', color: 'orange.fg' },
} as const;

export const Mark = chakra('mark', { base: { px: '0.5', rounded: 'sm', fontWeight: 'medium' } });
