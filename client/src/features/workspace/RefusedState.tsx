import { Badge, Button, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useRefusedBrandsQuery } from '../../__generated__/hooks';
import { serverRefusals } from '../../lib/serverErrors';
import { useAuthClient } from '../auth/session';
import { withBrand } from './activeBrand';
import { brandLabel } from './SwitcherButton';
import { ROLE_LABELS } from './role';

/** Whether an Apollo failure is the server refusing the account or brand (FORBIDDEN). */
export const isRefused = (error: unknown): boolean =>
  serverRefusals(error).some((refusal) => refusal.code === 'FORBIDDEN');

/**
 * The whole page when the server refuses the signed-in person: removed from their workspace, or the
 * address names a brand they cannot open. Lists the brands they can still open (asked without the brand
 * header) and offers to sign out.
 */
export function RefusedState({ error }: { error: unknown }) {
  const auth = useAuthClient();
  const message =
    serverRefusals(error).find((refusal) => refusal.code === 'FORBIDDEN')?.message ??
    'You cannot open this brand.';
  const { data } = useRefusedBrandsQuery({ context: { brand: null }, fetchPolicy: 'network-only' });
  const brands = data?.viewer.brands ?? [];
  const signOut = () => {
    void auth.signOut().then(({ error: e }) => e && console.error('Sign-out failed', e));
  };
  return (
    <Center as="main" id="main" minH="100dvh" px="4" bg="bg.subtle">
      <Stack
        gap="4"
        maxW="md"
        w="full"
        p={{ base: '5', md: '8' }}
        bg="bg.panel"
        borderWidth="1px"
        rounded="xl"
        role="alert"
      >
        <Heading as="h1" size="lg">
          No access to this brand
        </Heading>
        <Text color="fg.muted" data-testid="refused-message">
          {message}
        </Text>
        {brands.length > 0 && (
          <Stack gap="2">
            <Text fontWeight="medium">Brands you can open</Text>
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {brands.map((brand) => (
                <HStack as="li" key={brand.id} justify="space-between" gap="2">
                  <Link asChild color="teal.fg">
                    <RouterLink to={withBrand('/dashboard', brand.id)}>{brandLabel(brand)}</RouterLink>
                  </Link>
                  <Badge size="sm" variant="subtle">
                    {ROLE_LABELS[brand.role]}
                  </Badge>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
        <Button colorPalette="teal" onClick={signOut} alignSelf="flex-start">
          Sign out
        </Button>
      </Stack>
    </Center>
  );
}
