import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CAMPAIGNS } from '../data/fund';

const STATUS_PALETTE = { active: 'green', completed: 'blue', draft: 'gray' } as const;

/** Campaigns: the sample campaigns, each sent count plus the e-mails the server has sent for it. */
export function CampaignsTab({ sent }: { sent: readonly { campaignId?: string | null }[] }) {
  const sentPerCampaign = new Map<string, number>();
  for (const m of sent)
    if (m.campaignId) sentPerCampaign.set(m.campaignId, (sentPerCampaign.get(m.campaignId) ?? 0) + 1);
  return (
    <Stack gap="3">
      <Flex justify="flex-end">
        <Button size="sm" variant="outline">
          New Campaign
        </Button>
      </Flex>
      {CAMPAIGNS.map((c) => {
        const extra = sentPerCampaign.get(c.id) ?? 0;
        return (
          <Card.Root
            key={c.id}
            variant="outline"
            bg="bg.panel"
            rounded="xl"
            role="article"
            aria-label={c.name}
          >
            <Card.Body>
              <Flex justify="space-between" gap="3" wrap="wrap" align="center">
                <Box>
                  <Heading as="h3" size="sm">
                    {c.name}
                  </Heading>
                  <Text textStyle="xs" color="fg.muted">
                    Created {c.createdAt}
                  </Text>
                </Box>
                <Badge colorPalette={STATUS_PALETTE[c.status]}>{c.status}</Badge>
              </Flex>
              <HStack gap="6" mt="3" textStyle="sm" wrap="wrap">
                <span>{c.sourceCount} sources</span>
                <span data-testid="sent-count">{c.sentCount + extra} sent</span>
                <span>{c.responseRate}% response rate</span>
              </HStack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
