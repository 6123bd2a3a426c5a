import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { BrandSwitcher_ViewerFragment, MemberRole } from '../../__generated__/graphql';
import { CreateBrandDocument } from '../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { withBrand } from './activeBrand';
import { BrandSwitcher } from './BrandSwitcher';

const viewer = (role: MemberRole = 'OWNER'): BrandSwitcher_ViewerFragment => ({
  __typename: 'Viewer',
  role,
  brand: { __typename: 'Brand', id: 'b1', name: 'Quillstack' },
  brands: [
    { __typename: 'MemberBrand', id: 'b1', name: 'Quillstack', role },
    { __typename: 'MemberBrand', id: 'b2', name: 'Inkwell', role: 'VIEWER' },
    { __typename: 'MemberBrand', id: 'b3', name: null, role: 'ADMIN' },
  ],
});

const renderSwitcher = (
  v: BrandSwitcher_ViewerFragment,
  { route = '/dashboard/competitors?period=7d', mocks = [] }: Pick<RenderOptions, 'route' | 'mocks'> = {},
) =>
  renderWithProviders(<BrandSwitcher viewer={v} />, {
    route,
    path: '/dashboard/*',
    mocks,
    routes: [{ path: '/dashboard/onboarding', element: <p>Onboarding</p> }],
  });

/** Picks "Add brand" (the menu selects the item it highlighted when the pointer went down). */
async function pickAddBrand() {
  const item = within(await openMenu()).getByRole('menuitem', { name: /Add brand/ });
  fireEvent.pointerDown(item);
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

/**
 * The menu's first open in a file renders Chakra's menu for the first time: on a saturated CI machine that
 * took over the setup's 5 s, so the waits for it are longer.
 */
const FIRST_RENDER = { timeout: 15_000 };

/**
 * The button is looked up again at the click: the lazy menu can arrive while `findByRole` settles, replacing
 * the placeholder button it returned, and a click on a detached button reaches no handler.
 */
const openMenu = async () => {
  const name = /Switch brand/;
  await screen.findByRole('button', { name });
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', {}, FIRST_RENDER);
};

test('lists every brand with the role held in it and checks the active one', async () => {
  renderSwitcher(viewer());
  expect(screen.getByRole('button', { name: 'Brand: Quillstack. Switch brand' })).toBeInTheDocument();
  const menu = await openMenu();
  const items = await within(menu).findAllByRole('menuitemradio', {}, FIRST_RENDER);
  expect(items.map((i) => i.textContent)).toEqual(['QuillstackOwner', 'InkwellViewer', 'Unnamed brandAdmin']);
  expect(items[0]).toHaveAttribute('aria-checked', 'true');
  expect(items[1]).toHaveAttribute('aria-checked', 'false');
});

test('the brand in the address is the active one', async () => {
  renderSwitcher(viewer(), { route: '/dashboard?brand=b2' });
  expect(screen.getByRole('button', { name: 'Brand: Inkwell. Switch brand' })).toBeInTheDocument();
});

test('choosing a brand opens its overview, keeping the page filter and naming the brand', async () => {
  const { router } = renderSwitcher(viewer());
  const menu = await openMenu();
  fireEvent.click(within(menu).getByRole('menuitemradio', { name: /Inkwell/ }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(router.state.location.search).toBe('?period=7d&brand=b2');
});

test('a viewer or editor cannot add a brand; an admin can', async () => {
  renderSwitcher(viewer('EDITOR'));
  expect(within(await openMenu()).queryByRole('menuitem', { name: /Add brand/ })).toBeNull();
});

test('adding a brand creates it and opens its onboarding as the active brand', async () => {
  const { router } = renderSwitcher(viewer('ADMIN'), {
    mocks: [
      {
        request: {
          query: CreateBrandDocument,
          variables: {
            input: { name: 'Inkwell Two', website: 'https://ink.example', aliases: ['Ink', 'IW'] },
          },
        },
        result: {
          data: {
            createBrand: {
              __typename: 'CreateBrandPayload',
              brand: { __typename: 'Brand', id: 'b9', name: 'Inkwell Two' },
            },
          },
        },
      },
    ],
  });
  await pickAddBrand();
  const dialog = await screen.findByRole('dialog', { name: 'Add brand' });
  fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: 'Inkwell Two' } });
  fireEvent.change(within(dialog).getByLabelText('Website'), { target: { value: 'https://ink.example' } });
  fireEvent.change(within(dialog).getByLabelText('Aliases'), { target: { value: 'Ink, IW, ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add brand' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/onboarding'));
  expect(router.state.location.search).toBe('?brand=b9');
});

test("the server's refusal shows beside the field it is about", async () => {
  renderSwitcher(viewer('OWNER'), {
    mocks: [
      {
        request: {
          query: CreateBrandDocument,
          variables: { input: { name: 'Bad', website: 'ftp://x', aliases: [] } },
        },
        result: {
          errors: [
            {
              message: 'The website must be an http(s) address.',
              extensions: { code: 'BAD_USER_INPUT', field: 'website' },
            },
          ],
        },
      },
    ],
  });
  await pickAddBrand();
  const dialog = await screen.findByRole('dialog', { name: 'Add brand' });
  fireEvent.change(within(dialog).getByLabelText(/Brand name/), { target: { value: 'Bad' } });
  fireEvent.change(within(dialog).getByLabelText('Website'), { target: { value: 'ftp://x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add brand' }));
  expect(await within(dialog).findByText('The website must be an http(s) address.')).toBeInTheDocument();
});

test('withBrand names the brand on dashboard links only, keeping their query and hash', () => {
  expect(withBrand('/dashboard/prompts?view=manage#x', 'b2')).toBe(
    '/dashboard/prompts?view=manage&brand=b2#x',
  );
  expect(withBrand('/dashboard', 'b2')).toBe('/dashboard?brand=b2');
  expect(withBrand('/dashboard?brand=b1', 'b2')).toBe('/dashboard?brand=b1');
  expect(withBrand('/auth', 'b2')).toBe('/auth');
  expect(withBrand('/dashboard', null)).toBe('/dashboard');
});

test('a click before the menu has loaded opens it when it arrives', async () => {
  // A fresh copy of the module: its menu is not loaded yet, so the first button is the stand-in.
  vi.resetModules();
  const fresh = await import('./BrandSwitcher');
  renderWithProviders(<fresh.BrandSwitcher viewer={viewer()} />, {
    route: '/dashboard',
    path: '/dashboard/*',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Brand: Quillstack. Switch brand' }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
});
