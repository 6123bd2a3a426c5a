import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WrongClaimList_ClaimsFragment } from '../../__generated__/graphql';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { countOf, formatCount } from '../../lib/format';
import { serverRefusals } from '../../lib/serverErrors';
import { ClaimQuote, ClaimStatusBadge } from './ClaimQuote';

/**
 * The period's wrong and out-of-date claims, newest first, each with its quote and the answer a click away;
 * Show more reads the next page (`onShowMore`, which appends it to `claims`).
 */
export function WrongClaimList({
  claims,
  brand,
  periodProse,
  onShowMore,
}: {
  claims: WrongClaimList_ClaimsFragment;
  brand: string;
  periodProse: string;
  onShowMore: (after: string) => Promise<unknown>;
}) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const after = claims.pageInfo.hasNextPage ? claims.pageInfo.endCursor : null;
  const showMore = async (cursor: string) => {
    setLoadingMore(true);
    setProblem(null);
    try {
      await onShowMore(cursor);
    } catch (error) {
      setProblem(serverRefusals(error)[0]?.message ?? (error as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Panel
      title="Wrong and out-of-date claims"
      description={`${countOf(claims.totalCount, 'claim')} ${periodProse}, newest first`}
    >
      {claims.edges.length === 0 ? (
        <PanelEmpty>{`No answer ${periodProse} states a wrong or out-of-date value of ${brand}’s facts.`}</PanelEmpty>
      ) : (
        <Stack gap="4">
          <Stack as="ol" gap="4" p="0" m="0" listStyleType="none" aria-label="Wrong and out-of-date claims">
            {claims.edges.map(({ node }) => (
              <ClaimQuote
                key={node.id}
                claim={node}
                brand={brand}
                drawerTitle={`Facts · ${node.label}`}
                above={
                  <Text textStyle="sm">
                    <Text as="span" fontWeight="semibold">
                      {node.label}:
                    </Text>
                    {` states ${node.stated}; your fact sheet says ${node.expected}`}
                  </Text>
                }
                badges={<ClaimStatusBadge status={node.status} />}
              />
            ))}
          </Stack>
          {problem && <PanelError message={`Could not load more claims: ${problem}`} />}
          {after && (
            <Button
              variant="outline"
              size="sm"
              alignSelf="center"
              loading={loadingMore}
              onClick={() => void showMore(after)}
            >
              Show more ({formatCount(claims.totalCount - claims.edges.length)} more)
            </Button>
          )}
        </Stack>
      )}
    </Panel>
  );
}
