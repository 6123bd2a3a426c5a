import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { FactIssueCard_IssueFragment, FactIssueState } from '../../__generated__/graphql';
import { useFactIssuesQuery } from '../../__generated__/hooks';
import { Panel, PanelEmpty, PanelError } from '../../components/Panel';
import { countOf, formatDay, formatLift } from '../../lib/format';
import { RoleHint, useRoleGate } from '../workspace/role';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import type { AnswersRequest } from '../answers/answersRequest';
import { ClaimQuote, ClaimStatusBadge } from './ClaimQuote';
import { rateInBrief } from './ClaimRateValue';
import { FactFixDialog } from './FactFixDialog';
import { pageName } from './pageName';

type Issue = FactIssueCard_IssueFragment;

const STATES: Record<FactIssueState, { label: string; palette: string }> = {
  OPEN: { label: 'Open', palette: 'red' },
  REOPENED: { label: 'Reopened', palette: 'orange' },
  FIX_SENT: { label: 'Fix sent', palette: 'blue' },
  RESOLVED: { label: 'Resolved', palette: 'green' },
};

function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h4" textStyle="sm" fontWeight="semibold" mb="2">
      {children}
    </Heading>
  );
}

/** Where the fix stands: when it was sent and how, then what it did to the share of claims stating the value. */
function FixProgress({ issue }: { issue: Issue }) {
  const { fix, effect } = issue;
  if (!fix) return null;
  const how =
    fix.kind === 'OWN_PAGE' ? `updated our own page ${pageName(fix.url)}` : `wrote to ${pageName(fix.url)}`;
  return (
    <Stack gap="1" bg="bg.muted" rounded="md" px="3" py="2" textStyle="sm">
      <Text>
        <Text as="span" fontWeight="semibold">{`Fix sent ${formatDay(fix.day)}`}</Text>
        {`: ${how}`}
        {issue.resolvedOn && ` · resolved ${formatDay(issue.resolvedOn)}`}
      </Text>
      {effect && (
        <>
          <Text>
            {effect.claimsAfter === 0
              ? `Share of claims stating ${issue.stated}: ${rateInBrief(effect.before)} before; no claim of the fact since the fix yet`
              : `Share of claims stating ${issue.stated}: ${rateInBrief(effect.before)} before → ${rateInBrief(effect.after)} after`}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {`The ${countOf(effect.days, 'day')} either side of the fix: ${countOf(effect.claimsBefore, 'claim')} of the fact before, ${effect.claimsAfter} after`}
          </Text>
        </>
      )}
    </Stack>
  );
}

/**
 * The answers stating the issue's value, from the day it was first stated to the latest (the page's
 * platforms and kind of prompt apply, so the drawer counts them itself).
 */
const issueAnswersRequest = (issue: Issue, brand: string): AnswersRequest => ({
  title: `Facts · ${issue.label} · ${issue.stated}`,
  filter: {
    from: issue.firstSeen,
    to: issue.lastSeen,
    claimFact: issue.fact,
    claimStatus: issue.status,
    claimValue: issue.value,
    status: 'OK',
  },
  period: `from ${formatDay(issue.firstSeen)} to ${formatDay(issue.lastSeen)}`,
  measure: { kind: 'spoke', subject: `${brand}’s ${issue.label.toLowerCase()} as “${issue.stated}”` },
});

/** One wrong value in circulation: what answers state against the sheet, its quotes and likely sources, its fix. */
function FactIssueCard({
  issue,
  brand,
  onFix,
}: {
  issue: Issue;
  brand: string;
  /** Opens the Fix it dialog; absent for those who may not send one. */
  onFix?: () => void;
}) {
  const openAnswers = useOpenAnswers();
  const state = STATES[issue.state];
  const fixWords = issue.state === 'FIX_SENT' ? 'Send another fix' : 'Fix it';
  return (
    <Box
      as="article"
      aria-label={`${issue.label}: ${issue.stated}`}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
    >
      <Stack gap="4">
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="1" minW="0">
            <Flex gap="2" align="center" wrap="wrap">
              <Heading as="h3" size="sm">
                {issue.label}
              </Heading>
              <ClaimStatusBadge status={issue.status} />
              <Badge size="sm" variant="solid" colorPalette={state.palette}>
                {state.label}
              </Badge>
            </Flex>
            <Text textStyle="sm">
              {'Answers say '}
              <Text as="strong">{issue.stated}</Text>
              {'; your fact sheet says '}
              <Text as="strong">{issue.expected}</Text>
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {`First seen ${formatDay(issue.firstSeen)} · last seen ${formatDay(issue.lastSeen)} · ${countOf(issue.answers, 'answer')}`}
            </Text>
            {openAnswers && (
              <Button
                alignSelf="flex-start"
                size="xs"
                variant="outline"
                onClick={() => openAnswers(issueAnswersRequest(issue, brand))}
              >
                View the answers stating it
              </Button>
            )}
          </Stack>
          {onFix && (
            <Button
              size="sm"
              colorPalette="teal"
              onClick={onFix}
              aria-label={`${fixWords}: ${issue.label}, ${issue.stated}`}
            >
              {fixWords}
            </Button>
          )}
        </Flex>
        <FixProgress issue={issue} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
          <Box minW="0">
            <SubHeading>Newest quotes</SubHeading>
            <Stack
              as="ul"
              gap="3"
              p="0"
              m="0"
              listStyleType="none"
              aria-label={`Quotes stating ${issue.stated}`}
            >
              {issue.claims.map((claim) => (
                <ClaimQuote
                  key={claim.id}
                  claim={claim}
                  brand={brand}
                  drawerTitle={`Facts · ${issue.label}`}
                />
              ))}
            </Stack>
          </Box>
          <Box minW="0">
            <SubHeading>Likely sources</SubHeading>
            {issue.likelySources.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                No cited page stands out in the answers stating it.
              </Text>
            ) : (
              <Stack
                as="ul"
                gap="2"
                p="0"
                m="0"
                listStyleType="none"
                aria-label={`Likely sources of ${issue.stated}`}
              >
                {issue.likelySources.map((source) => (
                  <Box as="li" key={source.url} borderWidth="1px" rounded="md" px="3" py="2" textStyle="sm">
                    <Link href={source.url} target="_blank" rel="noopener noreferrer" wordBreak="break-all">
                      {pageName(source.url)}
                    </Link>
                    <Text textStyle="xs" color="fg.muted">
                      {`Cited by ${countOf(source.answers, 'answer')} stating it · lift ${formatLift(source.lift)}`}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}

/**
 * The repair loop: each wrong or out-of-date value of the brand's facts in circulation (all time, open and
 * reopened first), with its quotes, the pages likely behind it and, for editors, Fix it.
 */
export function FactIssues({ brand }: { brand: string }) {
  const { data, error } = useFactIssuesQuery();
  const gate = useRoleGate('EDITOR');
  const [fixing, setFixing] = useState<Issue | null>(null);
  // The own page a fix updates at first: where the fact sheet says the fact is stated.
  const ownPageUrl = (issue: Issue) =>
    data?.brandFacts.find((fact) => fact.key === issue.fact && fact.sourceUrl)?.sourceUrl ?? '';

  return (
    <Panel
      title="Issues"
      description="Each wrong or out-of-date value in circulation, open and reopened first, with the pages likely behind it"
    >
      <Stack gap="4">
        <RoleHint gate={gate} />
        {error && !data ? (
          <PanelError message={`Could not load the issues: ${error.message}`} />
        ) : !data ? (
          <Flex gap="2" align="center" color="fg.muted" textStyle="sm" py="6" justify="center" role="status">
            <Spinner size="sm" /> Loading issues…
          </Flex>
        ) : data.factIssues.length === 0 ? (
          <PanelEmpty>{`No wrong or out-of-date value of ${brand}’s facts is in circulation.`}</PanelEmpty>
        ) : (
          <Stack gap="4">
            {data.factIssues.map((issue) => (
              <FactIssueCard
                key={issue.id}
                issue={issue}
                brand={brand}
                onFix={gate.allowed && issue.state !== 'RESOLVED' ? () => setFixing(issue) : undefined}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {fixing && (
        <FactFixDialog
          issue={fixing}
          brand={brand}
          ownPageUrl={ownPageUrl(fixing)}
          onClose={() => setFixing(null)}
        />
      )}
    </Panel>
  );
}
