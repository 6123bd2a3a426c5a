import { Badge, Box, Button, Flex, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from '../../components/StatCard';
import { ToolCards } from './ActionCenterHome';
import {
  FUND_STATS,
  FUND_TOOLS,
  PERFORMANCE,
  QUICK_ACTIONS,
  RECENT_ACTIVITY,
  STRATEGY_RECOMMENDATIONS,
} from './data/fund';
import { ExampleDataNote, ScoreBar, SectionCard } from './parts';

/** The fund account's Action Center home: static sample figures, labelled as examples, and links to its tools. */
export function FundActionHome() {
  return (
    <Stack gap="6">
      <Box mb={{ base: '-5', md: '-6' }}>
        <PageHeader title="Action Center" description="Tools to grow your fund's presence in AI answers" />
      </Box>
      <ExampleDataNote what="The stat cards, Recent Activity and Performance Overview" />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {FUND_STATS.map((s) => (
          <StatCard key={s.label} label={s.label} value={s.value} badge={s.change} badgePalette="green" />
        ))}
      </SimpleGrid>
      <ToolCards cards={FUND_TOOLS} />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <SectionCard title="Recent Activity">
          <Stack gap="3">
            {RECENT_ACTIVITY.map((a) => (
              <Box key={a.id}>
                <Text textStyle="sm">{a.text}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {a.when}
                </Text>
              </Box>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="Quick Actions">
          <Stack gap="2">
            {QUICK_ACTIONS.map((q) => (
              <Button key={q.label} asChild variant="outline" justifyContent="flex-start">
                <RouterLink to={q.to}>{q.label}</RouterLink>
              </Button>
            ))}
          </Stack>
        </SectionCard>
        <SectionCard title="Performance Overview">
          <Stack gap="4">
            {PERFORMANCE.map((p) => (
              <ScoreBar key={p.label} label={p.label} value={p.value} display={`${p.value}%`} />
            ))}
            <Box>
              <Flex align="center" gap="2" mb="2">
                <Text fontWeight="medium" textStyle="sm">
                  Strategy recommendations
                </Text>
                <Badge colorPalette="teal" variant="subtle">
                  {STRATEGY_RECOMMENDATIONS.length}
                </Badge>
              </Flex>
              <List.Root gap="1.5" pl="4" textStyle="sm" color="fg.muted">
                {STRATEGY_RECOMMENDATIONS.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List.Root>
            </Box>
          </Stack>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
