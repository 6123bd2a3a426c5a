import { Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { SchemaReference } from '../features/explorer/SchemaReference';
import { SCHEMA_SDL_URL, useSchemaSdl } from '../features/explorer/useSchemaSdl';
import { reloadPage } from '../lib/reload';

/** /dashboard/settings/schema: the GraphQL schema, read from the server's SDL, for analysts to read. */
export default function SchemaRoute() {
  const { sdl, error, loading } = useSchemaSdl();
  const header = (
    <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb={{ base: '4', md: '0' }}>
      <PageHeader
        title="Schema reference"
        description="Every type and field of the GraphQL API at /graphql, with its description."
      />
      <HStack gap="2" mt={{ md: '2' }}>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/dashboard/settings/graphql">Open GraphQL explorer</RouterLink>
        </Button>
        <Button asChild size="sm" variant="ghost">
          <a href={SCHEMA_SDL_URL} download="sightline-schema.graphql">
            Download SDL
          </a>
        </Button>
      </HStack>
    </Flex>
  );
  if (loading) return <LoadingState label="Loading schema..." />;
  if (error || !sdl)
    return (
      <>
        {header}
        <MessageState
          tone="error"
          title="Error"
          message={error ?? 'The schema is empty.'}
          action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
        />
      </>
    );
  return (
    <Stack gap="0">
      {header}
      <SchemaReference sdl={sdl} />
    </Stack>
  );
}
