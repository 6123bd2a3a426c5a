import { Badge, Box, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useReviewQueuePanelQuery } from '../../__generated__/hooks';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { AnswerItem } from './AnswerItem';

/** Answers offered at a time: about ten minutes of review. */
export const REVIEW_QUEUE_SIZE = 10;

/**
 * The review queue on How we measure: the answers the analyzer was least sure of, and a random sample, each
 * with why it is offered and the figures its reading feeds; Confirm or Correct takes it off the queue.
 */
export function ReviewQueuePanel() {
  const { data, error } = useReviewQueuePanelQuery({ variables: { first: REVIEW_QUEUE_SIZE } });
  const brand = data?.viewer.brand?.name ?? 'your brand';
  return (
    <Panel
      title="Review queue"
      description="The answers the analyzer was least sure of, and a few drawn at random: confirm or correct each"
    >
      {error && !data ? (
        <PanelError message={error.message} />
      ) : data && data.reviewQueue.length === 0 ? (
        <PanelEmpty>Nothing to review: every answer has been reviewed, or none was collected yet.</PanelEmpty>
      ) : (
        <Stack as="ol" gap="3" m="0" p="0" listStyleType="none" aria-label="Answers to review">
          {data?.reviewQueue.map((item) => (
            <Box as="li" key={item.answer.id}>
              <Flex gap="2" wrap="wrap" align="center" textStyle="xs" mb="1">
                <Badge colorPalette={item.sampled ? 'gray' : 'orange'} variant="subtle">
                  {item.sampled ? 'Random sample' : 'Least certain'}
                </Badge>
                <Text color="fg.muted">Feeds {item.feeds.join(', ')}</Text>
              </Flex>
              <List.Root textStyle="xs" ps="4" mb="1" aria-label="Why it is offered">
                {item.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List.Root>
              <Box as="ul" m="0" p="0">
                <AnswerItem answer={item.answer} subject={{ brand, aboutBrand: true }} />
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
