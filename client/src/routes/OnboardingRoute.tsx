import { Button, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useOnboardingRouteQuery } from '../__generated__/hooks';
import { IncompleteDataState, LoadErrorState, LoadingState } from '../components/StateViews';
import { useAuthClient } from '../features/auth/session';
import { simulatedAnswersNote, simulatedPlatforms } from '../features/collection/simulatedPlatforms';
import { OnboardingFlow } from '../features/onboarding/OnboardingFlow';
import { WizardFrame } from '../features/wizard/WizardFrame';

/**
 * `/dashboard/onboarding`: a new account sets up what it tracks, full screen without the sidebar (there is
 * nothing to navigate to yet). An account that is already set up goes to the dashboard. A brand or
 * competitors set earlier (e.g. in Settings) prefill the steps.
 */
export default function OnboardingRoute() {
  const { data, loading, error } = useOnboardingRouteQuery();
  const auth = useAuthClient();
  useEffect(() => {
    document.title = 'Set up your account · Sightline';
  }, []);

  if (loading && !data) return <LoadingState fullScreen />;
  if (error) return <LoadErrorState message={error.message} />;
  if (!data?.viewer) return <IncompleteDataState />;
  if (!data.viewer.onboarding.needed) return <Navigate to="/dashboard" replace />;

  const { brand, profile } = data.viewer;
  const simulatedNote = simulatedAnswersNote(simulatedPlatforms(data.collectionSettings), 'your figures');
  const signOut = () => {
    void auth.signOut().then(({ error: e }) => e && console.error('Sign-out failed', e));
  };
  return (
    <WizardFrame
      title="Welcome to Sightline"
      intro={
        simulatedNote
          ? `${simulatedNote} Tell us what to track: every day your prompts are then answered for each AI platform, and you see how often the answers mention you.`
          : 'Tell us what to track. We then ask ChatGPT, Perplexity and the other AI platforms your prompts every day and show how often they mention you.'
      }
      footer={
        <Flex justify="center" align="center" gap="2" wrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{`Signed in as ${profile.email ?? profile.username}.`}</Text>
          <Button variant="plain" size="sm" px="0" color="teal.fg" onClick={signOut}>
            Sign out
          </Button>
        </Flex>
      }
    >
      <OnboardingFlow
        initial={{
          name: brand?.name ?? '',
          website: brand?.website ?? '',
          aliases: brand?.aliases ?? [],
          competitors: data.competitors.map((competitor) => competitor.name),
          topics: [],
        }}
      />
    </WizardFrame>
  );
}
