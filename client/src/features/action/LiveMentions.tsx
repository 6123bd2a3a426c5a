import { Badge, Box, Button, Code, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type {
  CrawlerActivityQuery,
  CrawlerVerification,
  CrawlerVerificationMethod,
} from '../../__generated__/graphql';
import { useCrawlerActivityQuery } from '../../__generated__/hooks';
import { Disclosure } from '../../components/Disclosure';
import { DownloadCsvButton } from '../../components/DownloadCsvButton';
import { keyColumn } from '../../components/keyColumn';
import { StatCard } from '../../components/StatCard';
import type { CsvColumn } from '../../lib/csv';
import { formatCount } from '../../lib/format';
import { useVariant } from '../variant/variant';
import { ExampleDataNote, SimBadge, ToolHeader } from './parts';
import {
  addVisit,
  LIVE_FIXED,
  LIVE_TICK_MS,
  seedVisits,
  tickVisit,
  weekChange,
  weeklyMentions,
  type SimVisit,
} from './rules';
import { LogImportButton } from '../crawlers/LogImportDialog';

export const EMPTY_FEED = 'No crawler activity detected. Waiting for AI bots...';

interface Row {
  id: string;
  provider: string;
  crawler: string;
  userAgent: string;
  pageRoute: string;
  ipAddress: string | null;
  responseCode: number;
  timestamp: number;
  /** Real visits only: the simulation verifies nothing. */
  verification?: CrawlerVerification;
  verificationMethod?: CrawlerVerificationMethod | null;
}

const METHOD_WORDS: Record<CrawlerVerificationMethod, string> = {
  IP_RANGE: 'IP range',
  REVERSE_DNS: 'reverse DNS',
  WEB_BOT_AUTH: 'Web Bot Auth',
  EDGE: 'edge',
};
const VERIFICATION_WORDS: Record<CrawlerVerification, { label: string; palette: string }> = {
  VERIFIED: { label: 'Verified', palette: 'green' },
  SPOOFED: { label: 'Spoofed', palette: 'red' },
  UNVERIFIABLE: { label: 'Unverified', palette: 'gray' },
};

/** "Verified (IP range)", "Spoofed (reverse DNS)", "Unverified". */
export const verificationText = (r: Pick<Row, 'verification' | 'verificationMethod'>) =>
  r.verification
    ? `${VERIFICATION_WORDS[r.verification].label}${r.verificationMethod ? ` (${METHOD_WORDS[r.verificationMethod]})` : ''}`
    : '—';

const CSV_COLUMNS: CsvColumn<Row>[] = [
  { header: 'time_utc', value: (r) => new Date(r.timestamp).toISOString() },
  { header: 'provider', value: (r) => r.provider },
  { header: 'crawler', value: (r) => r.crawler },
  { header: 'user_agent', value: (r) => r.userAgent },
  { header: 'page', value: (r) => r.pageRoute },
  { header: 'ip', value: (r) => r.ipAddress },
  { header: 'status', value: (r) => r.responseCode },
  { header: 'verification', value: (r) => r.verification?.toLowerCase() ?? null },
  { header: 'verification_method', value: (r) => r.verificationMethod?.toLowerCase() ?? null },
];

const crawlerName = (ua: string) =>
  /(GPTBot|ClaudeBot|PerplexityBot|Google-CloudVertexBot|meta-externalagent)/.exec(ua)?.[1] ?? 'Bot';

const fromSim = (v: SimVisit): Row => ({ ...v, crawler: crawlerName(v.userAgent) });
const fromReal = (v: CrawlerActivityQuery['crawlerActivity']['recentVisits'][number]): Row => ({
  verification: v.verification,
  verificationMethod: v.verificationMethod ?? null,
  id: v.id,
  provider: v.provider,
  crawler: v.crawler,
  userAgent: v.userAgent,
  pageRoute: v.pageRoute,
  ipAddress: v.ipAddress ?? null,
  responseCode: v.responseCode,
  timestamp: Date.parse(v.visitedAt),
});

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const STATUS_PALETTE = (code: number) => (code < 300 ? 'green' : code < 500 ? 'yellow' : 'red');

/** The simulated feed: 8 seeded visits, then one tick every 5 s while Live. */
export function useSimulatedFeed(live: boolean, random: () => number, now: () => number, enabled: boolean) {
  const [visits, setVisits] = useState<SimVisit[] | null>(null);
  // Seeded once the simulation is enabled (after the server said there are no real visits).
  if (enabled && visits === null) setVisits(seedVisits(random, now()));
  useEffect(() => {
    if (!live || !enabled) return;
    const id = setInterval(() => {
      const visit = tickVisit(random, now());
      if (visit) setVisits((v) => addVisit(v ?? [], visit));
    }, LIVE_TICK_MS);
    return () => clearInterval(id);
  }, [live, enabled, random, now]);
  return visits ?? [];
}

export interface LiveMentionsProps {
  /** The random source of the simulation (a seeded PRNG in tests). */
  random?: () => number;
  now?: () => number;
}

/**
 * Live Mentions: real AI-crawler visits (POST /api/crawler-visits or the access-log import) when the
 * account has any, refreshed every 5 s while Live. Otherwise the fund view shows a simulation of its own
 * site (the LIVE_* constants in rules.ts), marked simulated, and any other account an empty feed saying
 * how to send visits in.
 */
export function LiveMentions({ random = Math.random, now = Date.now }: LiveMentionsProps) {
  const [live, setLive] = useState(true);
  const { data, loading } = useCrawlerActivityQuery({ pollInterval: live ? LIVE_TICK_MS : 0 });
  const activity = data?.crawlerActivity;
  // Spoofed visits are real visits too: an account with only those sees them, apart.
  const real = !!activity && activity.totalVisits + activity.spoofedVisits > 0;
  const decided = !loading || !!data;
  const simulated = useVariant().sampleData && decided && !real;
  const sim = useSimulatedFeed(live, random, now, simulated);
  const rows = real ? activity.recentVisits.map(fromReal) : sim.map(fromSim);
  const spoofed = real ? activity.recentSpoofedVisits.map(fromReal) : [];
  const staleLists = activity?.ipRanges.filter((list) => list.stale) ?? [];

  const figures = !simulated
    ? [
        { label: 'Visits This Week', value: formatCount(activity?.weekVisits ?? 0) },
        { label: 'Pages Crawled', value: formatCount(activity?.distinctPages ?? 0) },
        {
          label: 'vs Last Week',
          value: weekChange(activity?.weekVisits ?? 0, activity?.previousWeekVisits ?? 0),
        },
        { label: 'AI Providers', value: String(activity?.byProvider.length ?? 0) },
      ]
    : [
        { label: 'Weekly Mentions', value: formatCount(weeklyMentions(sim, now())) },
        { label: 'Conversion', value: LIVE_FIXED.conversion },
        { label: 'AI Traffic', value: LIVE_FIXED.aiTraffic },
        { label: 'Pages Indexed', value: LIVE_FIXED.pagesIndexed },
      ];

  return (
    <Stack gap="6">
      <ToolHeader title="Live Mentions" description="AI crawlers visiting your site, as it happens" />
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          size="sm"
          colorPalette={live ? 'red' : 'gray'}
          variant={live ? 'solid' : 'outline'}
          onClick={() => setLive((l) => !l)}
          aria-pressed={live}
        >
          {live ? '● Live' : 'Paused'}
        </Button>
        {(real || simulated) && <SimBadge real={real} />}
        <LogImportButton />
        {!real && decided && (
          <Text textStyle="xs" color="fg.muted">
            No real crawler visits yet: your developer can send them from your web server or import its log.
          </Text>
        )}
      </Flex>
      {simulated && <ExampleDataNote what="This feed of visits and its figures" />}
      {real && activity.ipRangesStale && (
        <Box
          role="note"
          aria-label="Stale IP ranges"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          rounded="md"
          p="3"
        >
          <Text textStyle="sm" fontWeight="medium">
            {staleLists.length} of {activity.ipRanges.length} published IP-range lists are stale (never
            refreshed or older than 30 days).
          </Text>
          <Text textStyle="xs" color="fg.muted">
            Visits outside a stale list are marked unverified rather than spoofed. Your developer can refresh
            them with <Code size="sm">npm run crawlers:refresh</Code>. Stale:{' '}
            {staleLists.map((list) => list.name).join(', ')}.
          </Text>
        </Box>
      )}
      {!real && decided && (
        <Disclosure label="For your developer">
          <Stack gap="1" textStyle="xs" color="fg.muted">
            <Text>
              Send visits as they happen with <Code size="sm">POST /api/crawler-visits</Code> and a personal
              API token with Read and change access (Settings → API tokens).
            </Text>
            <Text>
              Or import a web server access log (combined format):{' '}
              <Code size="sm">
                npm run crawlers:import -- --url {window.location.origin} --token &lt;token&gt; access.log
              </Code>
            </Text>
          </Stack>
        </Disclosure>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {figures.map((f) => (
          <StatCard key={f.label} label={f.label} value={f.value} />
        ))}
      </SimpleGrid>
      {simulated && (
        <Text textStyle="sm" color="green.fg">
          {LIVE_FIXED.vsLastWeek} vs last week
        </Text>
      )}
      <Flex justify="flex-end">
        <DownloadCsvButton table="Crawler visits" columns={CSV_COLUMNS} rows={rows} />
      </Flex>
      <Box borderWidth="1px" rounded="xl" bg="bg.panel" overflow="hidden">
        {rows.length === 0 ? (
          <Flex minH="40" align="center" justify="center" color="fg.muted" textStyle="sm">
            {EMPTY_FEED}
          </Flex>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label="Crawler visits">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader {...keyColumn}>Time</Table.ColumnHeader>
                  <Table.ColumnHeader>Provider</Table.ColumnHeader>
                  <Table.ColumnHeader>Crawler</Table.ColumnHeader>
                  <Table.ColumnHeader>Page</Table.ColumnHeader>
                  <Table.ColumnHeader>IP</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Verification</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell {...keyColumn} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                      {time(r.timestamp)}
                    </Table.Cell>
                    <Table.Cell>{r.provider}</Table.Cell>
                    <Table.Cell title={r.userAgent}>{r.crawler}</Table.Cell>
                    <Table.Cell fontFamily="mono" textStyle="xs">
                      {r.pageRoute}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" textStyle="xs">
                      {r.ipAddress ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_PALETTE(r.responseCode)}>{r.responseCode}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <VerificationBadge row={r} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Box>
      {real && activity.spoofedVisits > 0 && (
        <Stack gap="2">
          <Text textStyle="md" fontWeight="semibold">
            Spoofed visits ({formatCount(activity.spoofedVisits)})
          </Text>
          <Text textStyle="xs" color="fg.muted">
            These claimed to be a provider's crawler and failed its check. They are not counted in the figures
            above.
          </Text>
          <Box borderWidth="1px" rounded="xl" bg="bg.panel" overflow="hidden">
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="Spoofed visits">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader {...keyColumn}>Time</Table.ColumnHeader>
                    <Table.ColumnHeader>Claimed</Table.ColumnHeader>
                    <Table.ColumnHeader>Page</Table.ColumnHeader>
                    <Table.ColumnHeader>IP</Table.ColumnHeader>
                    <Table.ColumnHeader>Check</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {spoofed.map((r) => (
                    <Table.Row key={r.id}>
                      <Table.Cell {...keyColumn} whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {time(r.timestamp)}
                      </Table.Cell>
                      <Table.Cell title={r.userAgent}>
                        {r.crawler} ({r.provider})
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" textStyle="xs">
                        {r.pageRoute}
                      </Table.Cell>
                      <Table.Cell fontFamily="mono" textStyle="xs">
                        {r.ipAddress ?? '—'}
                      </Table.Cell>
                      <Table.Cell>
                        <VerificationBadge row={r} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}

function VerificationBadge({ row }: { row: Row }) {
  if (!row.verification) return <Text color="fg.muted">—</Text>;
  return <Badge colorPalette={VERIFICATION_WORDS[row.verification].palette}>{verificationText(row)}</Badge>;
}
