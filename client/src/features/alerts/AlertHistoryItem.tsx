import { Badge, Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AlertHistoryItem_EventFragment, AlertKind } from '../../__generated__/graphql';
import { formatDay, formatMoment } from '../../lib/format';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { alertAnswersRequest, alertPagePath, ruleOf } from './alertRules';

const PALETTES: Record<AlertKind, string> = {
  VISIBILITY_DROP: 'orange',
  COMPETITOR_OVERTAKE: 'purple',
  NEGATIVE_ANSWER: 'red',
  NEW_COMPETITOR_SOURCE: 'blue',
  RUN_FAILED: 'gray',
  NEGATIVE_THEME: 'red',
  NET_SENTIMENT_DROP: 'orange',
  WRONG_FACT: 'red',
  SAMPLING_BUDGET_SPENT: 'yellow',
  SURFACE_DIVERGENCE: 'teal',
};

/** One alert in the history: what fired, for which day, and the way to the answers behind it. */
export function AlertHistoryItem({ event }: { event: AlertHistoryItem_EventFragment }) {
  const openAnswers = useOpenAnswers();
  const page = alertPagePath(event);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="xl" bg="bg.panel" p={{ base: '3', md: '4' }}>
      <Flex
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'flex-start' }}
      >
        <Box minW="0">
          <HStack gap="2" wrap="wrap" mb="1">
            <Badge colorPalette={PALETTES[event.kind]} variant="subtle">
              {ruleOf(event.kind).label}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {formatDay(event.day)} · fired {formatMoment(event.firedAt)}
            </Text>
          </HStack>
          <Heading as="h2" size="sm">
            {event.title}
          </Heading>
          <Text textStyle="sm" color="fg.muted" mt="1">
            {event.detail}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          {openAnswers && (
            <Button
              size="xs"
              colorPalette="teal"
              variant="outline"
              onClick={() => openAnswers(alertAnswersRequest(event))}
            >
              Show answers
            </Button>
          )}
          {page && (
            <Button asChild size="xs" variant="ghost">
              <RouterLink to={page}>{event.answers.topicSlug ? 'Open topic' : 'Open overview'}</RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
