import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { cssColor } from '../../app/theme';
import { useAiSessionsCardQuery } from '../../__generated__/hooks';
import type { AiSessionsCardQuery } from '../../__generated__/graphql';
import { InfoTip } from '../../components/InfoTip';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { formatCount } from '../../lib/format';
import type { PageFilter } from '../filter/pageFilter';

const ABOUT =
  'Visibility: answers naming your brand ÷ answers, each day, under the page filter. AI sessions: sessions Google Analytics 4 counts from AI assistants (its AI Assistant channel and known AI sources) landing on any page of your site that day; the platforms and kind of prompt do not narrow them. r is Pearson’s correlation over the days having both (from −1 to 1). It says whether they move together, not that one causes the other: a session may come from an answer Sightline never asked.';

type Day = NonNullable<AiSessionsCardQuery['aiSessionsBesideVisibility']>['days'][number];

const WIDTH = 300;
const HEIGHT = 60;

/** A line through the days' values on 0–max, gaps where a day has none. */
function pathOf(values: readonly (number | null)[], max: number) {
  const step = values.length > 1 ? WIDTH / (values.length - 1) : 0;
  let path = '';
  let drawing = false;
  values.forEach((value, i) => {
    if (value === null) {
      drawing = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (HEIGHT - (max > 0 ? value / max : 0) * HEIGHT).toFixed(1);
    path += `${drawing ? 'L' : 'M'}${x},${y} `;
    drawing = true;
  });
  return path.trim();
}

function TwoLines({ days }: { days: readonly Day[] }) {
  const sessions = days.map((d) => d.sessions ?? null);
  const maxSessions = Math.max(0, ...sessions.map((s) => s ?? 0));
  const visibility = cssColor('chart.visibility');
  const sessionColor = cssColor('chart.sentiment');
  return (
    <Stack gap="1">
      <Box
        as="svg"
        w="full"
        h="16"
        aria-hidden="true"
        {...{ viewBox: `0 0 ${WIDTH} ${HEIGHT}`, preserveAspectRatio: 'none' }}
      >
        <path
          d={pathOf(
            days.map((d) => d.visibility ?? null),
            100,
          )}
          fill="none"
          stroke={visibility}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={pathOf(sessions, maxSessions)}
          fill="none"
          stroke={sessionColor}
          strokeWidth={2}
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
      </Box>
      <HStack gap="4" textStyle="xs" color="fg.muted">
        <HStack gap="1">
          <Box w="3" h="0.5" bg={visibility} />
          <Text as="span">Visibility (0–100 %)</Text>
        </HStack>
        <HStack gap="1">
          <Box w="3" h="0.5" bg={sessionColor} />
          <Text as="span">{`AI sessions (0–${formatCount(maxSessions)})`}</Text>
        </HStack>
      </HStack>
    </Stack>
  );
}

/**
 * On the overview: GA4's AI sessions beside visibility, day by day, and how far they move together
 * (aiSessionsBesideVisibility), said as a correlation, never a cause. Without GA4 it says so and links to
 * Settings → Integrations. Loads on its own, after the page's figures.
 */
export function AiSessionsCard({ filter }: { filter: PageFilter }) {
  const { data, previousData, error } = useAiSessionsCardQuery({ variables: filter.variables });
  const trend = (data ?? previousData)?.aiSessionsBesideVisibility;
  return (
    <Panel
      title="AI sessions beside visibility"
      description="Visitors AI assistants sent to your site, day by day, next to how often answers named you"
      extra={<InfoTip label="About AI sessions beside visibility" content={ABOUT} />}
    >
      {error && !trend ? (
        <PanelError message="Could not load the AI sessions." />
      ) : !trend ? (
        <PanelEmpty>Loading the AI sessions…</PanelEmpty>
      ) : !trend.analyticsConnected ? (
        <PanelEmpty>
          No analytics is connected, so no AI sessions are known.{' '}
          <Link asChild colorPalette="teal">
            <RouterLink to="/dashboard/settings/integrations">
              Connect Google Analytics 4 in Settings → Integrations
            </RouterLink>
          </Link>
          .
        </PanelEmpty>
      ) : (
        <Stack gap="3">
          <HStack gap="6" align="baseline" wrap="wrap">
            <Stack gap="0">
              <Text textStyle="2xl" fontWeight="semibold" aria-label="AI sessions in the period">
                {formatCount(trend.totalSessions)}
              </Text>
              <Text textStyle="xs" color="fg.muted">{`AI sessions ${filter.prose}`}</Text>
            </Stack>
            <Stack gap="0">
              <Text textStyle="2xl" fontWeight="semibold" aria-label="Correlation">
                {trend.correlation === null ? '—' : `r = ${trend.correlation.toFixed(2)}`}
              </Text>
              <Text
                textStyle="xs"
                color="fg.muted"
              >{`over ${formatCount(trend.daysCompared)} days with both`}</Text>
            </Stack>
          </HStack>
          <TwoLines days={trend.days} />
          <Text textStyle="sm">{trend.summary}</Text>
        </Stack>
      )}
    </Panel>
  );
}
