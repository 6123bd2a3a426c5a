import { Badge } from '@chakra-ui/react';
import { useSimulatedBadgeQuery } from '../../__generated__/hooks';
import { HoverTip } from '../../components/HoverTip';
import { platformName } from '../../lib/platforms';

/** "A, B and C" for a short list of names. */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Says, in the dashboard's top bar, when some of the account's platforms are answered by the simulated
 * engine (no vendor API key configured), so nobody mistakes its figures for real platform answers.
 */
export function SimulatedBadge() {
  const { data } = useSimulatedBadgeQuery();
  const settings = data?.collectionSettings;
  if (!settings) return null;
  const simulated = settings.platforms.filter((p) => !settings.realPlatforms.includes(p));
  if (simulated.length === 0) return null;
  const all = simulated.length === settings.platforms.length;
  const names = listNames(simulated.map(platformName));
  return (
    <HoverTip
      content={`${names} ${simulated.length === 1 ? 'is' : 'are'} answered by Sightline's simulated engine: no API key is configured for ${simulated.length === 1 ? 'it' : 'them'} on this server. These answers are labelled Simulated wherever they appear.`}
    >
      <Badge as="button" colorPalette="orange" variant="subtle" cursor="help" flexShrink={0}>
        {all ? 'Simulated answers' : 'Partly simulated'}
      </Badge>
    </HoverTip>
  );
}
