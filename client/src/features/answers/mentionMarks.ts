import { chakra } from '@chakra-ui/react';

/** Brand mentions and competitor mentions are marked in two colours, everywhere answers are shown. */
export const MENTION_COLORS = {
  brand: { bg: 'teal.subtle', color: 'teal.fg' },
  competitor: { bg: 'orange.subtle', color: 'orange.fg' },
  /** A fact's value as a quote states it (the fact check's claims). */
  statedValue: { bg: 'red.subtle', color: 'red.fg' },
} as const;

export const Mark = chakra('mark', { base: { px: '0.5', rounded: 'sm', fontWeight: 'medium' } });
