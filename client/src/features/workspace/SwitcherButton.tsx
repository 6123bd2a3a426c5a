import { Button, Text, type ButtonProps } from '@chakra-ui/react';
import { ChevronDownIcon } from '../../components/icons';

/** A brand's name in the switcher (a brand is unnamed until its onboarding names it). */
export const brandLabel = (brand: { name?: string | null }) => brand.name ?? 'Unnamed brand';

/** The top bar's switcher button: the active brand's name; its menu opens from it. */
export function SwitcherButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      minW="0"
      maxW={{ base: '52', sm: '72' }}
      px="2"
      aria-label={`Brand: ${label}. Switch brand`}
      data-testid="brand-switcher"
      {...props}
    >
      <Text as="span" truncate fontWeight="medium">
        {label}
      </Text>
      <ChevronDownIcon flexShrink={0} />
    </Button>
  );
}
