import { Alert, Button, ButtonGroup, Flex, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { periodProblem, PERIOD_PRESETS } from '../../../../graphql/shared/period-rules';
import { PLATFORMS, type PlatformId } from '../../../../graphql/shared/platforms';
import { usePageFilterPlatformsQuery } from '../../__generated__/hooks';
import { InfoTip } from '../../components/InfoTip';
import { useFailedRefresh, type FailedRefresh } from './failedRefresh';
import {
  pageFilterWords,
  PROMPT_KIND_CHOICES,
  readPageFilter,
  usePageFilter,
  type PageFilter,
  type PromptKindWord,
} from './pageFilter';

/**
 * The page's one filter: a period (Last Week, Last Month, Last 90 Days, All Time or a custom from–to
 * range), the platforms (All platforms or any subset) and the kind of prompt (unbranded, branded or
 * all). Every card, chart and drill-down of the page follows it; it lives in the address bar.
 */
export function PageFilterBar({ defaultKind = 'unbranded' }: { defaultKind?: PromptKindWord }) {
  const { filter, setPreset, setRange, setPlatforms, setKind } = usePageFilter(defaultKind);
  // The platforms this brand's runs ask; the others have no answers to show, so they are greyed (a
  // platform chosen already stays choosable, to be let go of).
  const collected = usePageFilterPlatformsQuery().data?.collectionSettings.platforms.map((p) =>
    p.toLowerCase(),
  );
  const notCollected = (id: PlatformId) =>
    collected !== undefined && !collected.includes(id) && !filter.platforms.includes(id);
  // Custom opens the range form before a range is chosen; a filter changed from elsewhere (Back, a
  // failed refresh) closes it again.
  const [customOpen, setCustomOpen] = useState(false);
  const filterKey = [filter.word, filter.from, filter.to].join();
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    setCustomOpen(false);
  }
  const custom = filter.word === null || customOpen;
  const { failed, retry } = useFailedRefresh();
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  const problem = from && to ? periodProblem({ from, to }) : null;
  const all = filter.platforms.length === 0;
  const togglePlatform = (id: PlatformId) =>
    setPlatforms(
      filter.platforms.includes(id) ? filter.platforms.filter((p) => p !== id) : [...filter.platforms, id],
    );
  const pressed = (on: boolean) =>
    ({
      'aria-pressed': on,
      variant: on ? 'solid' : 'outline',
      colorPalette: on ? 'teal' : 'gray',
    }) as const;

  return (
    <Flex
      role="region"
      aria-label="Page filter"
      gap="3"
      wrap="wrap"
      align="center"
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
    >
      {/* On a phone a group wider than the screen scrolls sideways instead of running off it. */}
      <ButtonGroup size="xs" attached role="group" aria-label="Period" maxW="full" overflowX="auto">
        {PERIOD_PRESETS.map((choice) => (
          <Button
            key={choice.word}
            {...pressed(!custom && filter.word === choice.word)}
            onClick={() => {
              setCustomOpen(false);
              setPreset(choice.word);
            }}
          >
            {choice.label}
          </Button>
        ))}
        <Button {...pressed(custom)} onClick={() => setCustomOpen(true)}>
          Custom
        </Button>
      </ButtonGroup>
      {custom && (
        <Flex
          as="form"
          gap="2"
          align="center"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            if (from && to && !problem) setRange(from, to);
          }}
        >
          <Input
            size="xs"
            type="date"
            w="auto"
            aria-label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <Text textStyle="xs">to</Text>
          <Input
            size="xs"
            type="date"
            w="auto"
            aria-label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <Button size="xs" type="submit" disabled={!from || !to || problem !== null}>
            Apply
          </Button>
          {problem && (
            <Text textStyle="xs" color="red.fg" role="alert">
              {problem}
            </Text>
          )}
        </Flex>
      )}
      <ButtonGroup size="xs" attached role="group" aria-label="Platforms" maxW="full" overflowX="auto">
        <Button {...pressed(all)} onClick={() => setPlatforms([])}>
          All platforms
        </Button>
        {PLATFORMS.map((platform) =>
          notCollected(platform.id) ? (
            <Button
              key={platform.id}
              {...pressed(false)}
              aria-disabled
              opacity={0.5}
              cursor="not-allowed"
              title={`${platform.label} is not collected for this brand: turn it on in Prompts, Manage topics & engines.`}
            >
              {platform.label}
            </Button>
          ) : (
            <Button
              key={platform.id}
              {...pressed(filter.platforms.includes(platform.id))}
              onClick={() => togglePlatform(platform.id)}
            >
              {platform.label}
            </Button>
          ),
        )}
      </ButtonGroup>
      <Flex align="center" gap="1" maxW="full">
        <ButtonGroup size="xs" attached role="group" aria-label="Kind of prompt" maxW="full" overflowX="auto">
          {PROMPT_KIND_CHOICES.map((choice) => (
            <Button
              key={choice.word}
              {...pressed(filter.kind.word === choice.word)}
              onClick={() => setKind(choice.word)}
            >
              {choice.label}
            </Button>
          ))}
        </ButtonGroup>
        <InfoTip
          label="About branded and unbranded prompts"
          content="A branded prompt names your brand, an alias or your domain; an answer to it names you because the question did. Unbranded prompts are the category questions a buyer asks, where a mention is earned — so the dashboards count them by default."
        />
      </Flex>
      {failed && (
        <Alert.Root status="warning" size="sm" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{failedRefreshWords(failed, filter, defaultKind)}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" alignSelf="center" onClick={retry}>
            Retry
          </Button>
        </Alert.Root>
      )}
    </Flex>
  );
}

/**
 * "Couldn't refresh to Last Week: Sightline can't reach the server. Still showing Last Month.", naming only
 * the parts of the filter the failed refresh would have changed.
 */
function failedRefreshWords(failed: FailedRefresh, shown: PageFilter, defaultKind: PromptKindWord): string {
  const wanted = pageFilterWords(readPageFilter(new URLSearchParams(failed.requested), defaultKind));
  const showing = pageFilterWords(shown);
  const changed = wanted.flatMap((words, part) => (words === showing[part] ? [] : [part]));
  const named = (words: string[]) =>
    (changed.length ? changed.map((part) => words[part]) : words).join(' · ');
  return `Couldn’t refresh to ${named(wanted)}: ${failed.reason}. Still showing ${named(showing)}.`;
}
