import { Badge, Box, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrandSwitcher_ViewerFragment } from '../../__generated__/graphql';
import { CheckIcon, PlusIcon } from '../../components/icons';
import { filterHref } from '../filter/pageFilter';
import { withBrand } from './activeBrand';
import { atLeast, ROLE_LABELS } from './role';
import { brandLabel, SwitcherButton } from './SwitcherButton';

/** The Add brand form loads when it is first opened: it is no part of the shell's first paint. */
const AddBrandDialog = lazy(() => import('./AddBrandDialog'));

/** The address of `brand`'s overview, keeping the page filter. */
export const brandHome = (search: string, brand: string, path = '/dashboard'): string =>
  withBrand(filterHref(path, search), brand);

/**
 * The switcher's menu: the brands the person can open with their role in each, the active one checked;
 * choosing one opens its overview (`?brand=`), keeping the page filter. Admins and owners may add a brand.
 */
export default function BrandMenu({
  viewer,
  activeId,
  label,
  defaultOpen,
}: {
  viewer: BrandSwitcher_ViewerFragment;
  activeId: string;
  label: string;
  /** Open as it appears: the person clicked the switcher before its menu had loaded. */
  defaultOpen: boolean;
}) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [adding, setAdding] = useState(false);
  const canAdd = atLeast(viewer.role, 'ADMIN');

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <SwitcherButton label={label} />
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
