import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { GraphiQL } from 'graphiql';
import { useMemo, type ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { useAuthClient } from '../features/auth/session';
import { createExplorerFetcher, defaultExplorerQuery } from '../features/explorer/explorerFetcher';
import { useActiveBrandId } from '../features/workspace/activeBrand';
import { useVariant } from '../features/variant/variant';
import { useColorMode } from '../hooks/useColorMode';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * /dashboard/settings/graphql: GraphiQL from its npm package, bundled (Monaco, its workers and fonts are
 * in this chunk, nothing loads from the internet). Queries carry the signed-in user's token.
 */
export default function ExplorerRoute() {
  const auth = useAuthClient();
  const brandId = useActiveBrandId();
  const fetcher = useMemo(
    () => createExplorerFetcher(auth, fetch, brandId) as unknown as Fetcher,
    [auth, brandId],
  );
  const variant = useVariant().name;
  const { colorMode } = useColorMode();

  return (
    <Flex direction="column" gap="2" h={{ base: 'auto', md: 'calc(100dvh - 8.5rem)' }}>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <PageHeader
          title="GraphQL explorer"
          description="Query the API the dashboard uses, as you. The Docs panel describes every field."
        />
        <HStack gap="2" mt={{ md: '2' }}>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/dashboard/settings/schema">Schema reference</RouterLink>
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/dashboard/settings">Back to Settings</RouterLink>
          </Button>
        </HStack>
      </Flex>
      <Text textStyle="xs" color="fg.muted" hideFrom="md">
        The explorer works best on a wider screen: scroll sideways to see the response.
      </Text>
      <Box
        flex={{ base: 'none', md: '1' }}
        h={{ base: '75dvh', md: 'auto' }}
        minH="28rem"
        borderWidth="1px"
        rounded="xl"
        overflowX="auto"
        overflowY="hidden"
        bg="bg.panel"
        data-testid="graphql-explorer"
      >
        <Box h="full" minW={{ base: '44rem', md: '0' }} css={{ '& .graphiql-container': { height: '100%' } }}>
          <GraphiQL
            fetcher={fetcher}
            defaultQuery={defaultExplorerQuery(variant)}
            forcedTheme={colorMode}
            shouldPersistHeaders={false}
          />
        </Box>
      </Box>
    </Flex>
  );
}
