import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useReportRouteQuery } from '../__generated__/hooks';
import { ColorModeButton } from '../components/ColorModeButton';
import { LogoIcon } from '../components/icons';
import { ActionButton, LoadingState, MessageState } from '../components/StateViews';
import { PlatformChart } from '../features/report/PlatformChart';
import { PromptResultsTable } from '../features/report/PromptResultsTable';
import { ReportSourcesCard } from '../features/report/ReportSourcesCard';
import { ReportSummary } from '../features/report/ReportSummary';
import { ShareOfVoiceCard } from '../features/report/ShareOfVoiceCard';
import { SignUpInvite } from '../features/report/SignUpInvite';
import { PublicApolloProvider } from '../features/wizard/PublicApollo';
import { formatDay } from '../lib/format';
import { serverRefusals } from '../lib/serverErrors';
import { SENTIMENT_LABEL_DEFINITION } from '../../../graphql/shared/sentiment-label';

const newReportLink = (
  <Button asChild colorPalette="teal" size="sm" mt="2">
    <RouterLink to="/generate-reports">Generate a report</RouterLink>
  </Button>
);

/** The report page's content: polls while the report is queued or running. */
export function ReportView({ token }: { token: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useReportRouteQuery({
    variables: { token },
  });
  const report = data?.report;
  const pending = report?.status === 'QUEUED' || report?.status === 'RUNNING';
  useEffect(() => {
    if (pending) startPolling(3000);
    else stopPolling();
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);
  useEffect(() => {
    if (report) document.title = `AI Visibility Report: ${report.companyName} · Sightline`;
  }, [report]);

  if (loading && !data) return <LoadingState label="Loading report..." />;
  // A malformed or truncated token is refused (400) before any lookup: it leads to no report either.
  const tokenRefused = serverRefusals(error).some((r) => r.code === 'BAD_USER_INPUT');
  if (error && !data && !tokenRefused)
    return (
      <MessageState
        tone="error"
        title="Error"
        message="The report could not be loaded. Please try again."
        action={<ActionButton onClick={() => void refetch()}>Retry</ActionButton>}
      />
    );
  if (!report)
    return (
      <MessageState
        title="Report expired or not found"
        message="This link has expired or does not lead to a report. Check that you copied the whole link from the e-mail, or create a new report."
        action={newReportLink}
      />
    );
  if (report.status === 'FAILED')
    return (
      <MessageState
        tone="error"
        title="This report could not be generated"
        message={report.failureReason ?? 'Something went wrong while generating it.'}
        action={newReportLink}
      />
    );
  if (!report.results) return <LoadingState label={`Generating the report for ${report.companyName}...`} />;

  const { results } = report;
  // The headline counts the questions that do not name the company, unless every question named it.
  const headlineKind = results.unbranded.prompts > 0 ? 'unbranded' : 'branded';
  const headline = results[headlineKind];
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Text textStyle="sm" color="teal.fg" fontWeight="semibold">
          AI Visibility Report
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight" wordBreak="break-word">
          {report.companyName}
        </Heading>
        <Flex gap="2" wrap="wrap" align="center" color="fg.muted" textStyle="sm">
          {report.website && (
            <Link href={report.website} target="_blank" rel="noopener noreferrer nofollow" color="teal.fg">
              {report.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </Link>
          )}
          <Text>{`Answers collected ${formatDay(results.day)}`}</Text>
          {results.simulated && (
            <Badge colorPalette="orange" variant="subtle" title="No AI provider is configured on this server">
              Simulated answers
            </Badge>
          )}
        </Flex>
        {report.keywords.length > 0 && (
          <Text textStyle="sm" color="fg.muted">{`Search topics: ${report.keywords.join(', ')}`}</Text>
        )}
      </Stack>
      <ReportSummary
        headline={headline}
        headlineKind={headlineKind}
        branded={headlineKind === 'unbranded' ? results.branded : null}
        companyName={report.companyName}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <PlatformChart results={headline} />
        <ShareOfVoiceCard results={headline} />
      </SimpleGrid>
      <ReportSourcesCard results={results} />
      <PromptResultsTable results={results} />
      <Text textStyle="xs" color="fg.muted">
        Visibility counts answers that name the company once each; failed captures are shown apart, never as
        “not visible”. Sentiment scores what the passages naming the company say about it, in the answer’s own
        language, from 0 to 100. {SENTIMENT_LABEL_DEFINITION}
      </Text>
      <SignUpInvite companyName={report.companyName} />
    </Stack>
  );
}

/** `/reports/:token` (public): the full report linked from the e-mail. */
export default function ReportRoute() {
  const { token = '' } = useParams();
  return (
    <PublicApolloProvider>
      <Flex minH="100dvh" direction="column" bg="bg.subtle">
        <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
          <Link asChild fontWeight="semibold" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/generate-reports">
              <LogoIcon color="teal.fg" boxSize="6" />
              Sightline
            </RouterLink>
          </Link>
          <ColorModeButton />
        </Flex>
        <Box as="main" id="main" flex="1" px={{ base: '3', md: '8' }} pb="16">
          <Box maxW="6xl" mx="auto">
            <ReportView token={token} />
          </Box>
        </Box>
      </Flex>
    </PublicApolloProvider>
  );
}
