import { Box, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { useActionRouteQuery } from '../__generated__/hooks';
import { LoadingState, MessageState } from '../components/StateViews';
import { useRoleGate } from '../features/workspace/role';

export const COMING_SOON = "We're building this out and will have it ready for you soon!";
export const NOT_AVAILABLE =
  'The Action Center is currently not available for your account. Please contact customer support if you believe this is an error.';

/**
 * The Action Center gate for /dashboard/action and every tool under it: the account flag and the blocked
 * list come from the server; a failed status call counts as the flag being off.
 */
export default function ActionRoute() {
  const { data, loading, error } = useActionRouteQuery({ fetchPolicy: 'cache-and-network' });
  const writeGate = useRoleGate('EDITOR');
  if (loading && !data) return <LoadingState label="Loading Action Center..." />;
  const availability = error ? 'COMING_SOON' : data?.actionCenterStatus.availability;
  if (availability === 'NOT_AVAILABLE') return <MessageState title="Not Available" message={NOT_AVAILABLE} />;
  if (availability !== 'AVAILABLE') return <MessageState title="Coming Soon" message={COMING_SOON} />;
  return (
    <>
      {!writeGate.allowed && (
        <Box mb="4" px="4" py="3" rounded="md" bg="bg.muted" data-testid="action-read-only">
          <Text textStyle="sm">
            The Action Center’s tools write and send on the brand’s behalf: {writeGate.reason}
          </Text>
        </Box>
      )}
      <Outlet />
    </>
  );
}
