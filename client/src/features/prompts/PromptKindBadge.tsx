import { Badge } from '@chakra-ui/react';
import type { PromptKind } from '../../__generated__/graphql';

/**
 * Branded (the question names the brand) or unbranded. "set by you" marks a kind the account chose over
 * the classifier's.
 */
export function PromptKindBadge({
  kind,
  setByUser = false,
  size = 'sm',
}: {
  kind: PromptKind;
  setByUser?: boolean;
  size?: 'xs' | 'sm';
}) {
  const branded = kind === 'BRANDED';
  return (
    <Badge
      size={size}
      variant="subtle"
      colorPalette={branded ? 'purple' : 'gray'}
      title={
        branded
          ? 'Names your brand: answers name it because the question did.'
          : 'A category question that does not name your brand.'
      }
    >
      {branded ? 'Branded' : 'Unbranded'}
      {setByUser && ' · set by you'}
    </Badge>
  );
}
