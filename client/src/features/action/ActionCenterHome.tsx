import {
  Box,
  Card,
  Checkbox,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActionChecklistDocument,
  useActionChecklistQuery,
  useOpportunityRadarQuery,
  useSetActionStepMutation,
} from '../../__generated__/hooks';
import { PageHeader } from '../../components/PageHeader';
import { AnswersDrawerProvider } from '../answers/AnswersDrawer';
import { PageFilterBar } from '../filter/PageFilterBar';
import { useFilterFollowsFigures } from '../filter/failedRefresh';
import { useFilterHref, usePageFilter } from '../filter/pageFilter';
import { toaster } from '../../components/toaster';
import { NEXT_STEPS } from './data/general';
import { OpportunityRadar, stepFocus } from './OpportunityRadar';
import { ScoreBar, SectionCard } from './parts';
import { progressFor } from './rules';
import { useRoleGate } from '../workspace/role';

export const TOOL_CARDS = [
  {
    title: 'Content Comparison',
    description: 'Compare your articles with the ones AI answers cite.',
    to: '/dashboard/action/comparison',
  },
  {
    title: 'Top Sources',
    description: 'Learn what makes the most-cited sources work.',
    to: '/dashboard/action/sources',
  },
  {
    title: 'LLMS.TXT Manager',
    description: 'Write, check and publish your llms.txt file.',
    to: '/dashboard/action/llms-txt',
  },
  {
    title: 'Generate Content',
    description: 'Rewrite content with the GEO methods.',
    to: '/dashboard/action/generate',
  },
  {
    title: 'Email Outreach',
    description: 'Pitch the sites AI answers cite for your topics.',
    to: '/dashboard/action/outreach',
  },
  {
    title: 'Live Mentions',
    description: 'See AI crawlers visit your site.',
    to: '/dashboard/action/live-mentions',
  },
];

export function ToolCards({ cards }: { cards: { title: string; description: string; to: string }[] }) {
  const href = useFilterHref();
  return (
    // Whole rows on wide screens: six tools as two rows of three, four as one row.
    <SimpleGrid columns={{ base: 1, sm: 2, xl: cards.length % 3 === 0 ? 3 : 4 }} gap="4">
      {cards.map((c) => (
        <LinkBox as="article" key={c.to}>
          <Card.Root
            variant="outline"
            bg="bg.panel"
            shadow="xs"
            rounded="xl"
            h="full"
            _hover={{ borderColor: 'teal.solid', shadow: 'sm' }}
            transition="all 0.15s"
          >
            <Card.Body gap="1.5" p="5">
              <Heading as="h2" size="sm">
                <LinkOverlay asChild>
                  <RouterLink to={href(c.to)}>{c.title}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text textStyle="sm" color="fg.muted">
                {c.description}
              </Text>
              <Text textStyle="sm" color="teal.fg" fontWeight="medium" mt="auto" pt="2">
                Open →
              </Text>
            </Card.Body>
          </Card.Root>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

/** The general Action Center: insight, tool cards, Opportunity Radar, next steps and progress. */
export function ActionCenterHome() {
  const { filter } = usePageFilter();
  // The radar's gaps also say where two of the next steps start.
  const radar = useOpportunityRadarQuery({ variables: filter.variables });
  useFilterFollowsFigures(radar);
  const focus = stepFocus(radar.data?.competitive.gaps ?? []);
  const { data } = useActionChecklistQuery();
  const writeGate = useRoleGate('EDITOR');
  const [setStep] = useSetActionStepMutation({
    // The checklist has no id to normalise on: write the payload over the query's field (optimistic too).
    update: (cache, { data: result }) => {
      if (result)
        cache.writeQuery({
          query: ActionChecklistDocument,
          data: { actionChecklist: result.setActionStep.checklist },
        });
    },
    onError: (e) => toaster.create({ type: 'error', title: 'Error', description: e.message }),
  });
  const completed = new Set(data?.actionChecklist.completedStepIds ?? []);
  const progress = progressFor(completed.size, NEXT_STEPS.length);

  const toggle = (stepId: string) => {
    const done = !completed.has(stepId);
    const next = done ? [...completed, stepId] : [...completed].filter((id) => id !== stepId);
    void setStep({
      variables: { input: { stepId, completed: done } },
      optimisticResponse: {
        setActionStep: {
          __typename: 'SetActionStepPayload',
          checklist: { __typename: 'ActionChecklist', completedStepIds: next },
        },
      },
    });
  };

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="6">
        <Box mb={{ base: '-5', md: '-6' }}>
          <PageHeader
            title="Action Center"
            description="Actionable insights to improve your content's visibility to AI"
          />
        </Box>
        {/* The radar counts under the page filter: it is chosen here as on the other pages. */}
        <PageFilterBar />
        <Box
          role="note"
          aria-label="Key Insight"
          bg="teal.subtle"
          borderWidth="1px"
          borderColor="teal.muted"
          rounded="xl"
          p={{ base: '4', md: '5' }}
        >
          <Text fontWeight="semibold" color="teal.fg">
            Key Insight
          </Text>
          <Text mt="1">
            In the GEO study (Aggarwal et al., KDD 2024), adding statistics, quotations and cited sources to a
            page raised its visibility in generative answers by up to 40%. The radar below lists where answers
            to your prompts name competitors and not you.
          </Text>
        </Box>

        <ToolCards cards={TOOL_CARDS} />

        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <OpportunityRadar radar={radar} />

          <Stack gap="6">
            <SectionCard
              title="Immediate Next Steps"
              description={`${completed.size} of ${NEXT_STEPS.length} completed`}
            >
              <Stack gap="3">
                {NEXT_STEPS.map((s) => (
                  <Checkbox.Root
                    key={s.id}
                    checked={completed.has(s.id)}
                    onCheckedChange={() => toggle(s.id)}
                    disabled={!writeGate.allowed}
                    alignItems="flex-start"
                    colorPalette="teal"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label fontWeight="normal">
                      <Text
                        fontWeight="medium"
                        textDecoration={completed.has(s.id) ? 'line-through' : undefined}
                        color={completed.has(s.id) ? 'fg.muted' : undefined}
                      >
                        {s.title}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {focus[s.id] ?? s.description} · Impact {s.impact} · {s.timeEstimate}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </SectionCard>
            <SectionCard title="Progress & Impact Tracker">
              <Stack gap="4">
                <ScoreBar label="Steps completed" value={progress.percent} display={`${progress.percent}%`} />
                <Text textStyle="xs" color="fg.muted">
                  What these steps change is measured, not promised: watch your visibility on the overview.
                </Text>
              </Stack>
            </SectionCard>
          </Stack>
        </SimpleGrid>
      </Stack>
    </AnswersDrawerProvider>
  );
}
