import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AnswerItem } from './AnswerItem';
import { answer } from './answers.fixtures';

const card = (position: number, overrides: object = {}) => ({
  __typename: 'ProductCard' as const,
  position,
  title: `Product ${position}`,
  brand: null,
  isBrand: false,
  merchants: [],
  price: null,
  currency: null,
  rating: null,
  url: null,
  ...overrides,
});

const renderItem = (item: ReturnType<typeof answer>) =>
  renderWithProviders(
    <ol>
      <AnswerItem answer={item} subject={{ brand: 'Acme', aboutBrand: true }} />
    </ol>,
  );

test('an app answer says where it was read and shows its product cards in their order', async () => {
  renderItem(
    answer({
      surface: 'APP',
      products: [
        card(1, {
          title: 'Acme Trail Runner 3',
          brand: 'Acme',
          isBrand: true,
          merchants: ['Amazon', 'REI'],
          price: 129.99,
          currency: 'USD',
          rating: 4.6,
          url: 'https://shop.example.com/acme-trail-runner-3',
        }),
        card(2, { title: 'Stride Pro GTX', brand: 'Stride', price: 89, currency: 'EUR' }),
      ],
    }),
  );
  expect(await screen.findByText('App')).toBeInTheDocument();
  expect(screen.getByText('2 product cards')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  const cards = within(await screen.findByRole('list', { name: 'Product cards' })).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('link', { name: 'Acme Trail Runner 3' })).toHaveAttribute(
    'href',
    'https://shop.example.com/acme-trail-runner-3',
  );
  expect(within(cards[0]!).getByText('Acme', { selector: 'span' })).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Acme · $129.99 · 4.6 ★ · Amazon, REI')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Stride · €89.00')).toBeInTheDocument();
});

test('an API answer says so and shows no product cards', async () => {
  renderItem(answer());
  expect(await screen.findByText('API')).toBeInTheDocument();
  expect(screen.queryByText(/product card/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
  expect(screen.queryByRole('list', { name: 'Product cards' })).toBeNull();
});
