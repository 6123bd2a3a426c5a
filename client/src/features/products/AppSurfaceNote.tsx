import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AppSurfaceNote_SettingsFragment, Platform } from '../../__generated__/graphql';
import { platformName } from '../../lib/platforms';
import { listNames } from '../collection/simulatedPlatforms';
import { appSurfacePlatforms } from './appSurface';

/**
 * Above the Products screen's figures, as the overview's simulated banner: when every platform answering on
 * the app surface in the filter is simulated (no scraping provider, no DataForSEO login), its answers and
 * product cards are Sightline's simulated app's, and the figures only show how the screen works.
 */
export function AppSurfaceNote({
  settings,
  filterPlatforms,
}: {
  settings: AppSurfaceNote_SettingsFragment;
  filterPlatforms: readonly Platform[];
}) {
  const { answering, simulated } = appSurfacePlatforms(settings, filterPlatforms);
  if (answering.length === 0 || simulated.length < answering.length) return null;
  const one = simulated.length === 1;
  return (
    <Alert.Root status="warning" role="region" aria-label="Simulated app answers">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Illustrative data: every app answer here is simulated</Alert.Title>
        <Alert.Description>
          {`This server reads no app page for ${listNames(simulated.map(platformName))}, so Sightline's simulated app writes ${one ? 'its' : 'their'} app answers and product cards: the figures show how this screen works, not what the apps show people. A scraping provider for the apps is not configured yet (see docs/surfaces.md); `}
          <Link asChild variant="underline">
            <RouterLink to="/dashboard/prompts">Prompts → Engines</RouterLink>
          </Link>
          {' shows which platforms are simulated.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
