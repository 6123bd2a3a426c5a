import { Box, Grid, List, Stack, Text } from '@chakra-ui/react';
import type { HowWeMeasureRouteQuery } from '../__generated__/graphql';
import { useHowWeMeasureRouteQuery } from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { Disclosure } from '../components/Disclosure';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { AccuracyPanel } from '../features/answers/AccuracyPanel';
import { ReviewQueuePanel } from '../features/answers/ReviewQueuePanel';
import { OneRunAgreementPanel } from '../features/measuring/OneRunAgreementPanel';

type Definition = HowWeMeasureRouteQuery['metricDefinitions'][number];

/** A ratio written as a fraction: what is counted over what it is counted among. */
function Fraction({ numerator, denominator }: Pick<Definition, 'numerator' | 'denominator'>) {
  return (
    <Grid
      role="group"
      aria-label="Formula"
      templateColumns="auto 1fr"
      columnGap="3"
      rowGap="1"
      bg="bg.muted"
      rounded="md"
      p="3"
      textStyle="sm"
    >
      <Text color="fg.muted" fontWeight="medium">
        Counted
      </Text>
      <Text>{numerator}</Text>
      <Box gridColumn="1 / -1" borderTopWidth="1px" borderColor="border.emphasized" />
      <Text color="fg.muted" fontWeight="medium">
        Out of
      </Text>
      <Text>{denominator}</Text>
    </Grid>
  );
}

function DefinitionPanel({ definition }: { definition: Definition }) {
  return (
    <Box id={definition.key} scrollMarginTop="6">
      <Panel title={definition.name} description={definition.summary}>
        <Stack gap="3">
          <Fraction numerator={definition.numerator} denominator={definition.denominator} />
          <Text textStyle="sm">
            <Text as="span" fontWeight="medium">
              Period:{' '}
            </Text>
            {definition.period}
          </Text>
          {definition.details.map((detail) => (
            <Text key={detail} textStyle="sm" color="fg.muted">
              {detail}
            </Text>
          ))}
          <Box>
            <Text textStyle="xs" fontWeight="medium" color="fg.subtle" textTransform="uppercase">
              Where you see it
            </Text>
            <List.Root textStyle="sm" ps="4" mt="1">
              {definition.shownAs.map((place) => (
                <List.Item key={place}>{place}</List.Item>
              ))}
            </List.Root>
          </Box>
          {definition.forAnalysts.length > 0 && (
            <Disclosure label="For analysts">
              <List.Root textStyle="sm" ps="4" color="fg.muted">
                {definition.forAnalysts.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List.Root>
            </Disclosure>
          )}
        </Stack>
      </Panel>
    </Box>
  );
}

/** /dashboard/how-we-measure: every figure's definition, served by the same code that computes it. */
export default function HowWeMeasureRoute() {
  const { data, loading, error } = useHowWeMeasureRouteQuery();
  const header = (
    <PageHeader
      title="How we measure"
      description="Every figure in Sightline, with what it counts and what it counts it among"
    />
  );
  if (loading && !data) return <LoadingState />;
  if (error && !data)
    return (
      <>
        {header}
        <LoadErrorState message={error.message} />
      </>
    );
  return (
    <Stack gap="4">
      {header}
      <Grid
        id="accuracy"
        scrollMarginTop="6"
        templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) minmax(0, 2fr)' }}
        gap="4"
        alignItems="start"
      >
        <AccuracyPanel />
        <Box id="review" scrollMarginTop="6">
          <ReviewQueuePanel />
        </Box>
      </Grid>
      <Box id="one-run-agreement" scrollMarginTop="6">
        <OneRunAgreementPanel />
      </Box>
      <Grid templateColumns={{ base: '1fr', xl: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        {data?.metricDefinitions.map((definition) => (
          <DefinitionPanel key={definition.key} definition={definition} />
        ))}
      </Grid>
    </Stack>
  );
}
