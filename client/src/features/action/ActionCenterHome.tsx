import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ActionChecklistDocument,
  useActionChecklistQuery,
  useSetActionStepMutation,
} from '../../__generated__/hooks';
import { PageHeader } from '../../components/PageHeader';
import { toaster } from '../../components/toaster';
import { NEXT_STEPS, OPPORTUNITIES, OPPORTUNITY_BADGE } from './data/general';
import { ScoreBar, SectionCard } from './parts';
import { progressFor, toggleOne } from './rules';

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
    description: 'Write, check and publish your LLMs.txt.',
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
                  <RouterLink to={c.to}>{c.title}</RouterLink>
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
  const [open, setOpen] = useState<string | null>(null);
  const { data } = useActionChecklistQuery();
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
    <Stack gap="6">
      <Box mb={{ base: '-5', md: '-6' }}>
        <PageHeader
          title="Action Center"
          description="Actionable insights to improve your content's visibility to AI"
        />
      </Box>
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
          AI answers in your category cite comparison articles and listicles most. Pages with statistics,
          expert quotes and cited sources are up to 40% more visible in generative answers.
        </Text>
      </Box>

      <ToolCards cards={TOOL_CARDS} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <SectionCard title="Opportunity Radar" description="Questions where AI answers leave room for you">
          <Stack gap="2">
            {OPPORTUNITIES.map((o) => {
              const badge = OPPORTUNITY_BADGE[o.type];
              const isOpen = open === o.id;
              return (
                <Box key={o.id} borderWidth="1px" rounded="lg" overflow="hidden">
                  <Button
                    variant="ghost"
                    w="full"
                    h="auto"
                    py="3"
                    px="3"
                    justifyContent="flex-start"
                    textAlign="left"
                    whiteSpace="normal"
                    aria-expanded={isOpen}
                    onClick={() => setOpen((cur) => toggleOne(cur, o.id))}
                  >
                    <Flex direction="column" gap="1.5" flex="1" minW="0">
                      <Flex gap="2" wrap="wrap">
                        <Badge colorPalette={badge.palette}>{badge.label}</Badge>
                        <Badge colorPalette={o.potential === 'High' ? 'green' : 'yellow'} variant="subtle">
                          {o.potential} potential
                        </Badge>
                        <Text as="span" textStyle="xs" color="fg.muted">
                          {o.topic}
                        </Text>
                      </Flex>
                      <Text fontWeight="medium" textStyle="sm">
                        {o.question}
                      </Text>
                    </Flex>
                    <Text as="span" color="fg.muted" aria-hidden>
                      {isOpen ? '▾' : '▸'}
                    </Text>
                  </Button>
                  {isOpen && (
                    <Box px="3" pb="3">
                      <Text textStyle="sm" color="fg.muted" mb="3">
                        {o.detail}
                      </Text>
                      <Button asChild size="sm" colorPalette="teal">
                        <RouterLink to={badge.to}>{badge.action}</RouterLink>
                      </Button>
                    </Box>
                  )}
                </Box>
              );
            })}
          </Stack>
        </SectionCard>

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
                      {s.description} · Impact {s.impact} · {s.timeEstimate}
                    </Text>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </SectionCard>
          <SectionCard title="Progress & Impact Tracker">
            <Stack gap="4">
              <ScoreBar label="Steps completed" value={progress.percent} display={`${progress.percent}%`} />
              <SimpleGrid columns={2} gap="3">
                <Box role="group" aria-label="Estimated visibility increase" bg="bg.muted" rounded="lg" p="3">
                  <Text textStyle="2xl" fontWeight="bold" color="green.fg">
                    +{progress.visibility}%
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    Estimated visibility increase
                  </Text>
                </Box>
                <Box role="group" aria-label="Estimated citation increase" bg="bg.muted" rounded="lg" p="3">
                  <Text textStyle="2xl" fontWeight="bold" color="blue.fg">
                    +{progress.citations}%
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    Estimated citation increase
                  </Text>
                </Box>
              </SimpleGrid>
            </Stack>
          </SectionCard>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
