import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { AnswerItem_AnswerFragment } from '../../__generated__/graphql';

type Card = AnswerItem_AnswerFragment['products'][number];

/** A card's price as the card shows it: "$129.99", "€89"; null without one. */
export function formatPrice(price: number | null, currency: string | null): string | null {
  if (price === null) return null;
  if (!currency) return price.toFixed(2);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price);
  } catch {
    // A code Intl does not know: the number and the code as given.
    return `${price.toFixed(2)} ${currency}`;
  }
}

/** Where an answer was read, in a badge: the platform's API, or the page its app shows people. */
export function SurfaceBadge({ surface }: { surface: AnswerItem_AnswerFragment['surface'] }) {
  return surface === 'APP' ? (
    <Badge
      size="sm"
      variant="outline"
      colorPalette="blue"
      title="Read from the page the platform's app shows people"
    >
      App
    </Badge>
  ) : (
    <Badge size="sm" variant="outline" colorPalette="gray" title="Returned by the platform's API">
      API
    </Badge>
  );
}

/** The product cards an answer's page showed beside it, in the carousel's order. */
export function ProductCards({ cards, brand }: { cards: readonly Card[]; brand: string }) {
  return (
    <Box>
      <Text textStyle="xs" fontWeight="semibold" mb="1">
        Product cards
      </Text>
      <Stack as="ol" gap="1.5" m="0" p="0" listStyleType="none" aria-label="Product cards">
        {cards.map((card) => {
          const price = formatPrice(card.price, card.currency);
          const details = [
            card.brand,
            price,
            card.rating === null ? null : `${card.rating.toFixed(1)} ★`,
            card.merchants.length > 0 ? card.merchants.join(', ') : null,
          ].filter((part): part is string => part !== null);
          return (
            <Box as="li" key={card.position} textStyle="xs">
              <Flex gap="2" align="center" wrap="wrap">
                <Text as="span" color="fg.muted">{`#${card.position}`}</Text>
                {card.url ? (
                  <Link href={card.url} target="_blank" rel="noopener noreferrer" color="teal.fg">
                    {card.title}
                  </Link>
                ) : (
                  <Text as="span" fontWeight="medium">
                    {card.title}
                  </Text>
                )}
                {card.isBrand && (
                  <Badge size="xs" colorPalette="teal" variant="subtle">
                    {brand}
                  </Badge>
                )}
              </Flex>
              {details.length > 0 && <Text color="fg.muted">{details.join(' · ')}</Text>}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
