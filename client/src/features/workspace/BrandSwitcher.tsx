import { Badge, Box, Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrandSwitcher_ViewerFragment } from '../../__generated__/graphql';
import { CheckIcon, ChevronDownIcon, PlusIcon } from '../../components/icons';
import { filterHref } from '../filter/pageFilter';
import { brandInSearch, withBrand } from './activeBrand';
import { atLeast, ROLE_LABELS } from './role';

/** The Add brand form loads when it is first opened: it is no part of the shell's first paint. */
const AddBrandDialog = lazy(() => import('./AddBrandDialog'));

/** A brand's name in the switcher (a brand is unnamed until its onboarding names it). */
export const brandLabel = (brand: { name?: string | null }) => brand.name ?? 'Unnamed brand';

/** The address of `brand`'s overview, keeping the page filter. */
export const brandHome = (search: string, brand: string, path = '/dashboard'): string =>
  withBrand(filterHref(path, search), brand);

/**
 * The top bar's brand switcher: the brands the person can open with their role in each, the active one
 * checked; choosing one opens its overview (`?brand=`), keeping the page filter. Admins and owners may add
 * a brand.
 */
export function BrandSwitcher({ viewer }: { viewer: BrandSwitcher_ViewerFragment }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [adding, setAdding] = useState(false);
  const activeId = brandInSearch(search) ?? viewer.brand?.id ?? viewer.brands[0]?.id ?? '';
  const active = viewer.brands.find((b) => b.id === activeId);
  const label = active ? brandLabel(active) : (viewer.brand?.name ?? 'Your brand');
  const canAdd = atLeast(viewer.role, 'ADMIN');

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-start' }}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            minW="0"
            maxW={{ base: '52', sm: '72' }}
            px="2"
            aria-label={`Brand: ${label}. Switch brand`}
            data-testid="brand-switcher"
          >
            <Text as="span" truncate fontWeight="medium">
              {label}
            </Text>
            <ChevronDownIcon flexShrink={0} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64" maxW="calc(100vw - 1rem)">
              <Menu.RadioItemGroup
                value={activeId}
                onValueChange={({ value }) => {
                  if (value && value !== activeId) void navigate(brandHome(search, value));
                }}
              >
                <Menu.ItemGroupLabel>Brands</Menu.ItemGroupLabel>
                {viewer.brands.map((brand) => (
                  <Menu.RadioItem key={brand.id} value={brand.id} gap="2">
                    <Box flex="1" minW="0">
                      <Text truncate>{brandLabel(brand)}</Text>
                    </Box>
                    <Badge size="sm" variant="subtle" colorPalette="gray">
                      {ROLE_LABELS[brand.role]}
                    </Badge>
                    <Menu.ItemIndicator>
                      <CheckIcon />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
              {canAdd && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="add-brand" onSelect={() => setAdding(true)}>
                    <PlusIcon />
                    <Stack gap="0">
                      <Text>Add brand</Text>
                    </Stack>
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {canAdd && adding && (
        <Suspense fallback={null}>
          <AddBrandDialog open onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </>
  );
}
