import { Badge, Button, SimpleGrid, Stack, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSettingsRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { IncompleteDataState, LoadErrorState, LoadingState } from '../components/StateViews';
import { ApiTokensSection } from '../features/settings/ApiTokensSection';
import { AttributesSection } from '../features/settings/AttributesSection';
import { BrandSection } from '../features/settings/BrandSection';
import { CompetitorsSection } from '../features/settings/CompetitorsSection';
import { EvidenceSection } from '../features/settings/EvidenceSection';
import { PasswordSection } from '../features/settings/PasswordSection';
import { ProfileSection } from '../features/settings/ProfileSection';
import { SourceTypesSection } from '../features/settings/SourceTypesSection';
import { WorkspaceSection } from '../features/settings/WorkspaceSection';
import { platformName } from '../lib/platforms';

/** /dashboard/settings: profile, brand, the AI platforms asked, the password and personal API tokens. */
export default function SettingsRoute() {
  // errorPolicy all: profile and brand still show if only the token list fails.
  const { data, loading, error } = useSettingsRouteQuery({ errorPolicy: 'all' });
  const header = (
    <PageHeader title="Settings" description="Your profile, your brand, your workspace and API access" />
  );

  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  if (!data?.viewer)
    return (
      <>
        {header}
        <IncompleteDataState />
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
      <AttributesSection brand={viewer.brand} />
      <WorkspaceSection />
      <CompetitorsSection competitors={data.competitors ?? []} />
      <SourceTypesSection />
      <EvidenceSection />
      <Panel
        title="AI platforms"
        description="Where your prompts are asked"
        extra={
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/dashboard/prompts?view=manage">Choose platforms</RouterLink>
          </Button>
        }
      >
        {viewer.platforms.length ? (
          <Wrap gap="2">
            {viewer.platforms.map((p) => (
              <Badge key={p} colorPalette="teal" variant="subtle" size="lg">
                {platformName(p)}
              </Badge>
            ))}
          </Wrap>
        ) : (
          'No platforms configured.'
        )}
      </Panel>
      <Panel
        title="Alerts"
        description="What is checked after every collection run, where it is sent, and the weekly digest"
      >
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/dashboard/settings/alerts">Alert settings</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/dashboard/alerts">Alert history</RouterLink>
          </Button>
        </Wrap>
      </Panel>
      <Panel
        title="Facts"
        description="What is true of your brand (prices, the year it was founded, where it sells), which answers are checked against"
      >
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/dashboard/settings/facts">Fact sheet</RouterLink>
        </Button>
      </Panel>
      <Panel
        title="Integrations"
        description="Google Analytics 4, Search Console and Bing Webmaster Tools: the AI sessions, clicks and citations each page gets (owners and admins)"
      >
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/dashboard/settings/integrations">Integrations</RouterLink>
        </Button>
      </Panel>
      <PasswordSection />
      <ApiTokensSection tokens={data.apiTokens ?? null} />
      <Panel title="GraphQL API" description="Explore and query the API the dashboard uses">
        <Wrap gap="2">
          <Button asChild size="sm" colorPalette="teal">
            <RouterLink to="/dashboard/settings/graphql">Open GraphQL explorer</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/dashboard/settings/schema">Schema reference</RouterLink>
          </Button>
        </Wrap>
      </Panel>
    </Stack>
  );
}
