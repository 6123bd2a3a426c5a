import { Badge, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { useSettingsRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { BrandSection } from '../features/settings/BrandSection';
import { ProfileSection } from '../features/settings/ProfileSection';
import { reloadPage } from '../lib/reload';

const PLATFORM_LABELS: Record<string, string> = {
  CHATGPT: 'ChatGPT',
  PERPLEXITY: 'Perplexity',
  GEMINI: 'Gemini',
  CLAUDE: 'Claude',
};

/** /dashboard/settings: profile, brand and the AI platforms asked. */
export default function SettingsRoute() {
  const { data, loading, error } = useSettingsRouteQuery();
  const header = <PageHeader title="Settings" description="Your profile and the brand you track" />;

  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <MessageState
          tone="error"
          title="Error"
          message={error.message}
          action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
        />
      </>
    );
  if (!data?.viewer)
    return (
      <>
        {header}
        <MessageState
          message="Data could not be loaded properly."
          action={<ActionButton onClick={reloadPage}>Retry</ActionButton>}
        />
      </>
    );

  const { viewer } = data;
  return (
    <Stack gap="4">
      {header}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ProfileSection profile={viewer.profile} />
        <BrandSection brand={viewer.brand} />
      </SimpleGrid>
      <Panel title="AI platforms" description="Where your prompts are asked">
        {viewer.platforms.length ? (
          <Wrap gap="2">
            {viewer.platforms.map((p) => (
              <Badge key={p} colorPalette="teal" variant="subtle" size="lg">
                {PLATFORM_LABELS[p] ?? p}
              </Badge>
            ))}
          </Wrap>
        ) : (
          'No platforms configured.'
        )}
      </Panel>
    </Stack>
  );
}
