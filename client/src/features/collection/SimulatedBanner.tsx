import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { simulatedBannerTitle } from '../../../../graphql/shared/simulated-share';
import { useSimulatedBannerQuery } from '../../__generated__/hooks';
import { platformName } from '../../lib/platforms';
import type { PageFilter } from '../filter/pageFilter';
import { useVariant } from '../variant/variant';
import { listNames, simulatedPlatforms } from './simulatedPlatforms';

/**
 * Above the figures of the overview (and of a topic): how many of the answers behind them Sightline's
 * simulated engine wrote ("Illustrative data: 100 % of these answers are simulated"), what that means and
 * how to get real answers. Driven by the page filter's answers, so it goes once real engines answer them
 * all; the MCP tools say the same share. Not on the fund's screens, which show the server's sample data.
 */
export function SimulatedBanner({ filter, topicId = null }: { filter: PageFilter; topicId?: string | null }) {
  // The fund's screens show the server's sample data, not its answers: no banner there.
  const { sampleData } = useVariant();
  const { data } = useSimulatedBannerQuery({
    variables: { ...filter.variables, topicId },
    skip: sampleData,
  });
  const share = data?.simulatedShare;
  if (!share || share.simulated === 0) return null;
  const simulatedNow = simulatedPlatforms(data.collectionSettings);
  const one = simulatedNow.length === 1;
  const why =
    simulatedNow.length > 0
      ? `${listNames(simulatedNow.map(platformName))} ${one ? 'has' : 'have'} no API key on this server, so Sightline's simulated engine writes ${one ? 'its' : 'their'} answers`
      : "These answers were written by Sightline's simulated engine before API keys were configured";
  return (
    <Alert.Root status="warning" role="region" aria-label="Simulated answers">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{simulatedBannerTitle(share)}</Alert.Title>
        <Alert.Description>
          {`${why}: the figures show how Sightline works, not what the AI platforms say about your brand. For real answers, set the vendors' API keys on the server (see docs/configuration.md); `}
          <Link asChild variant="underline">
            <RouterLink to="/dashboard/prompts">Prompts → Engines</RouterLink>
          </Link>
          {' shows which platforms are simulated.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
