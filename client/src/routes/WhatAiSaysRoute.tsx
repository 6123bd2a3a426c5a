import { Badge, GridItem, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useWhatAiSaysRouteQuery } from '../__generated__/hooks';
import { InfoTip } from '../components/InfoTip';
import { PageHeader } from '../components/PageHeader';
import { StatBasis, StatCard } from '../components/StatCard';
import {
  ActionButton,
  IncompleteDataState,
  LoadErrorState,
  LoadingState,
  MessageState,
} from '../components/StateViews';
import { AnswersDrawerProvider } from '../features/answers/AnswersDrawer';
import { PageFilterBar } from '../features/filter/PageFilterBar';
import { useFilterFollowsFigures } from '../features/filter/failedRefresh';
import { usePageFilter } from '../features/filter/pageFilter';
import { AttributeFigures } from '../features/narrative/AttributeFigures';
import { NET_SENTIMENT_TEXT, NetSentimentValue } from '../features/narrative/NetSentimentValue';
import { StatementInbox, useNewStatementCount } from '../features/narrative/StatementInbox';
import { ThemeCard } from '../features/narrative/ThemeCard';
import { countOf, formatCount } from '../lib/format';
import { reloadPage } from '../lib/reload';

const THEMES_VIEW = 'themes';
const INBOX_VIEW = 'inbox';

/**
 * The themes under the page filter: the headline figures, one card per aspect, most statements first, then
 * the brand's own attributes.
 */
function Themes() {
  const { filter } = usePageFilter();
  const { data, previousData, loading, error } = useWhatAiSaysRouteQuery({ variables: filter.variables });
  useFilterFollowsFigures({ data, error });
  const current = data ?? previousData;

  if (!current && loading) return <LoadingState />;
  if (error && !current) return <LoadErrorState />;
  if (!current?.narrative) return <IncompleteDataState />;

  const { narrative } = current;
  const brand = current.viewer.brand?.name ?? 'your brand';
  if (narrative.answers === 0)
    return (
      <Stack gap="4">
        <PageFilterBar />
        <MessageState
          title={`No data available ${filter.prose}`}
          message="Answers will appear here once your prompts have been collected, or choose another period, more platforms or another kind of prompt."
          action={<ActionButton onClick={reloadPage}>Refresh</ActionButton>}
        />
      </Stack>
    );

  return (
    <AnswersDrawerProvider pageFilter={filter}>
      <Stack gap="4" aria-busy={loading}>
        <PageFilterBar />
        {/* Two by two on a phone: the two counts side by side, net sentiment under them. */}
        <SimpleGrid columns={{ base: 2, md: 3 }} gap={{ base: '3', md: '4' }}>
          <StatCard
            label="Answers"
            value={formatCount(narrative.answers)}
            help={<StatBasis>{`Answers to ${filter.kind.promptNoun}s ${filter.prose}`}</StatBasis>}
          />
          <StatCard
            label="Statements"
            value={formatCount(narrative.statements)}
            help={
              <StatBasis>{`Sentences, list items and table rows about ${brand} in those answers`}</StatBasis>
            }
          />
          <GridItem colSpan={{ base: 2, md: 1 }}>
            <StatCard
              label="Net Sentiment"
              value={<NetSentimentValue figure={narrative.netSentiment} />}
              help={`Of every statement about ${brand}, from −100 to 100`}
              info={<InfoTip label="About Net Sentiment" content={NET_SENTIMENT_TEXT} />}
            />
          </GridItem>
        </SimpleGrid>
        {narrative.themes.length === 0 ? (
          <MessageState
            title={
              narrative.statements === 0
                ? `No statements about ${brand} ${filter.prose} yet`
                : `No themes ${filter.prose} yet`
            }
            message={
              narrative.statements === 0
                ? `The answers ${filter.prose} say nothing about ${brand} yet. Choose another period, more platforms or another kind of prompt.`
                : `None of the ${countOf(narrative.statements, 'statement')} about ${brand} speaks of its price, quality, service or another theme.`
            }
          />
        ) : (
          <Stack as="section" aria-label="Themes" gap="4">
            {narrative.themes.map((theme) => (
              <ThemeCard
                key={theme.aspect}
                theme={theme}
                brand={brand}
                periodProse={filter.prose}
                periodDays={narrative.period.days}
              />
            ))}
          </Stack>
        )}
        <AttributeFigures attributes={narrative.attributes} brand={brand} periodProse={filter.prose} />
      </Stack>
    </AnswersDrawerProvider>
  );
}

/**
 * /dashboard/what-ai-says: what answers say about the brand, aspect by aspect, under the page filter
 * (each theme beside the competitors, with quotes and the pages behind negative statements), and
 * (?view=inbox) the statement inbox under the same filter, where the negative statements are read and
 * marked.
 */
export default function WhatAiSaysRoute() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === INBOX_VIEW ? INBOX_VIEW : THEMES_VIEW;
  const newStatements = useNewStatementCount();
  return (
    <Stack gap="4">
      <PageHeader
        title="What AI says"
        description="What answers on AI platforms say about your brand, theme by theme"
      />
      <Tabs.Root
        value={view}
        onValueChange={(e) =>
          setParams(
            (current) => {
              // The page filter stays in the address; only the view changes.
              const next = new URLSearchParams(current);
              if (e.value === INBOX_VIEW) next.set('view', INBOX_VIEW);
              else next.delete('view');
              return next;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="teal"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value={THEMES_VIEW}>Themes</Tabs.Trigger>
          <Tabs.Trigger value={INBOX_VIEW}>
            Statement inbox
            {newStatements !== undefined && newStatements > 0 && (
              <Badge size="sm" colorPalette="blue" variant="subtle">
                {formatCount(newStatements)} new
              </Badge>
            )}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={THEMES_VIEW}>
          <Themes />
        </Tabs.Content>
        <Tabs.Content value={INBOX_VIEW}>
          <Stack gap="4">
            <PageFilterBar />
            <StatementInbox />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
