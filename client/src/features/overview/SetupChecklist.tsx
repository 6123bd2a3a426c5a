import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SetupStepKey } from '../../__generated__/graphql';
import { useSetupChecklistQuery } from '../../__generated__/hooks';
import { Panel } from '../../components/Panel';

/** What each step asks for and where it is done. */
const STEPS: Record<SetupStepKey, { label: string; where: string; to: string }> = {
  BRAND: { label: 'Set your brand and its website', where: 'Settings', to: '/dashboard/settings' },
  COMPETITORS: { label: 'Add the competitors to rank against', where: 'Settings', to: '/dashboard/settings' },
  PROMPTS: { label: 'Add topics and the prompts to ask', where: 'Prompts', to: '/dashboard/prompts' },
  FIRST_RUN: {
    label: 'Finish a first collection run (Run now)',
    where: 'Prompts',
    to: '/dashboard/prompts',
  },
  API_TOKEN: { label: 'Create an API token', where: 'Settings', to: '/dashboard/settings' },
  CRAWLER_LOG: {
    label: 'Send or import your crawler log',
    where: 'Live Mentions',
    to: '/dashboard/action/live-mentions',
  },
};

/**
 * A new account's setup checklist on the overview: each step with a link to where it is done; gone once
 * every required step is (the optional ones never keep it open).
 */
export function SetupChecklist() {
  const { data } = useSetupChecklistQuery();
  const setup = data?.viewer.setup;
  if (!setup || setup.complete) return null;
  const required = setup.steps.filter((step) => !step.optional);
  const done = required.filter((step) => step.done).length;
  const collected = setup.steps.some((step) => step.key === 'FIRST_RUN' && step.done);
  return (
    <Panel
      title="Set up your dashboard"
      description={`${done} of ${required.length} steps done${
        collected ? '' : ' · the figures below fill in once answers are collected'
      }`}
    >
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label="Setup checklist">
        {setup.steps.map((step) => {
          const { label, where, to } = STEPS[step.key];
          return (
            <Flex
              as="li"
              key={step.key}
              align="center"
              gap="3"
              textStyle="sm"
              data-done={step.done || undefined}
            >
              <Box
                aria-hidden="true"
                w="5"
                h="5"
                rounded="full"
                display="grid"
                placeItems="center"
                flexShrink={0}
                bg={step.done ? 'teal.solid' : 'bg.muted'}
                color={step.done ? 'teal.contrast' : 'fg.subtle'}
                fontSize="xs"
              >
                {step.done ? '✓' : ''}
              </Box>
              <Text
                flex="1"
                color={step.done ? 'fg.muted' : 'fg'}
                textDecoration={step.done ? 'line-through' : undefined}
              >
                {label}
                <Text as="span" srOnly>
                  {step.done ? ' (done)' : ' (to do)'}
                </Text>
              </Text>
              {step.optional && (
                <Badge variant="subtle" colorPalette="gray">
                  Optional
                </Badge>
              )}
              {!step.done && (
                <Link asChild color="teal.fg" fontWeight="medium">
                  <RouterLink to={to}>{`Go to ${where}`}</RouterLink>
                </Link>
              )}
            </Flex>
          );
        })}
      </Stack>
    </Panel>
  );
}
