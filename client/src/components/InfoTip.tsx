import { IconButton } from '@chakra-ui/react';
import { HoverTip } from './HoverTip';
import { InfoIcon } from './icons';

/** An info icon that explains a figure on hover or keyboard focus. */
export function InfoTip({ label, content }: { label: string; content: string }) {
  return (
    <HoverTip content={content}>
      <IconButton aria-label={label} variant="ghost" size="2xs" color="fg.muted" rounded="full">
        <InfoIcon boxSize="3.5" />
      </IconButton>
    </HoverTip>
  );
}
