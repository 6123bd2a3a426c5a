import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatCompact } from '../../../lib/format';
import { OUTREACH_SOURCES, type OutreachSource } from '../data/fund';
import { matchesSource, potentialBadge } from '../rules';

const POTENTIAL_PALETTE = { High: 'green', Medium: 'yellow', Low: 'gray' } as const;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="4" role="group" aria-label={label}>
      <Text textStyle="2xl" fontWeight="bold">
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

function SourceCard({ s, onStart }: { s: OutreachSource; onStart: () => void }) {
  const potential = potentialBadge(s.partnershipPotential);
  return (
    <Card.Root variant="outline" bg="bg.panel" rounded="xl" role="article" aria-label={s.name}>
      <Card.Body gap="2">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Box minW="0">
            <Heading as="h3" size="sm">
              {s.name}
            </Heading>
            <Text textStyle="xs" color="fg.muted">
              {s.domain} · {s.category}
            </Text>
          </Box>
          <Badge colorPalette={POTENTIAL_PALETTE[potential]}>
            {potential} · {s.partnershipPotential}%
          </Badge>
        </Flex>
        <Text textStyle="sm">{s.reasonUnderrated}</Text>
        <HStack gap="4" textStyle="xs" color="fg.muted" wrap="wrap">
          <span>Reach {formatCompact(s.reach)}</span>
          <span>Engagement {s.engagement}%</span>
          <span>Authority {s.authorityScore}</span>
        </HStack>
        <HStack gap="1" wrap="wrap">
          {s.topics.map((t) => (
            <Badge key={t} variant="outline" size="sm">
              {t}
            </Badge>
          ))}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {s.keyContact}, {s.role}
        </Text>
        <Flex>
          <Button size="sm" colorPalette="teal" onClick={onStart}>
            Start Outreach
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/** Underrated Sources: search by name, category or topic; Start Outreach picks a source to write to. */
export function SourcesTab({
  search,
  onSearch,
  onStart,
}: {
  search: string;
  onSearch: (search: string) => void;
  onStart: (sourceId: string) => void;
}) {
  const sources = OUTREACH_SOURCES.filter((s) => matchesSource(s, search));
  return (
    <Stack gap="4">
      <Input
        placeholder="Search by name, category or topic..."
        aria-label="Search sources"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Tile label="Underrated Sources" value={String(sources.length)} />
        <Tile label="Avg. Potential" value="87%" />
        <Tile label="Combined Reach" value="5.2M" />
        <Tile label="Recent Coverage" value="0" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {sources.map((s) => (
          <SourceCard key={s.id} s={s} onStart={() => onStart(s.id)} />
        ))}
      </SimpleGrid>
      {sources.length === 0 && <Text color="fg.muted">No sources match your search.</Text>}
    </Stack>
  );
}
