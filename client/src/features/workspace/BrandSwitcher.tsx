import { Badge, Box, Button, Field, Input, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { BrandSwitcher_ViewerFragment } from '../../__generated__/graphql';
import { useCreateBrandMutation } from '../../__generated__/hooks';
import { CheckIcon, ChevronDownIcon, PlusIcon } from '../../components/icons';
import { errorMessage } from '../../lib/form-submit';
import { fieldProblem } from '../alerts/alertRules';
import { filterHref } from '../filter/pageFilter';
import { ManageDialog } from '../prompts/manage/ManageDialog';
import { brandInSearch, withBrand } from './activeBrand';
import { atLeast, ROLE_LABELS } from './role';

/** A brand's name in the switcher (a brand is unnamed until its onboarding names it). */
export const brandLabel = (brand: { name?: string | null }) => brand.name ?? 'Unnamed brand';

/** The address of `brand`'s overview, keeping the page filter. */
export const brandHome = (search: string, brand: string, path = '/dashboard'): string =>
  withBrand(filterHref(path, search), brand);

/** Names the comma-separated aliases typed into the form. */
const aliasList = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** "Add brand": name, website and aliases, then that brand's onboarding. */
function AddBrandDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [website, setWebsite] = useState('');
  const [aliases, setAliases] = useState('');
  const [create, { loading, error, reset }] = useCreateBrandMutation();
  const close = () => {
    reset();
    onClose();
  };
  const submit = async () => {
    try {
      const { data } = await create({
        variables: {
          input: { name: name.trim(), website: website.trim() || null, aliases: aliasList(aliases) },
        },
      });
      if (!data) return;
      close();
      setName('');
      setWebsite('');
      setAliases('');
      // The new brand's setup: competitors, topics and prompts (the onboarding runs while it is needed).
      void navigate(withBrand('/dashboard/onboarding', data.createBrand.brand.id));
    } catch {
      // shown below the fields
    }
  };
  const nameProblem = fieldProblem(error, 'name');
  const websiteProblem = fieldProblem(error, 'website');
  const aliasesProblem = fieldProblem(error, 'aliases');
  const general = error && !nameProblem && !websiteProblem && !aliasesProblem ? errorMessage(error) : null;
  return (
    <ManageDialog
      open={open}
      title="Add brand"
      description="A brand of this workspace, with its own competitors, topics and prompts. Its setup comes next."
      submitLabel="Add brand"
      submitDisabled={!name.trim()}
      loading={loading}
      error={general}
      onSubmit={() => void submit()}
      onClose={close}
    >
      <Field.Root required invalid={!!nameProblem}>
        <Field.Label>Brand name</Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoFocus />
        <Field.ErrorText>{nameProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!websiteProblem}>
        <Field.Label>Website</Field.Label>
        <Input
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
          placeholder="https://example.com"
          inputMode="url"
        />
        <Field.ErrorText>{websiteProblem}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!aliasesProblem}>
        <Field.Label>Aliases</Field.Label>
        <Input
          value={aliases}
          onChange={(e) => setAliases(e.target.value)}
          placeholder="Other names, separated by commas"
        />
        {aliasesProblem ? (
          <Field.ErrorText>{aliasesProblem}</Field.ErrorText>
        ) : (
          <Field.HelperText>Other names the brand goes by in answers.</Field.HelperText>
        )}
      </Field.Root>
    </ManageDialog>
  );
}

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
      {canAdd && <AddBrandDialog open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
