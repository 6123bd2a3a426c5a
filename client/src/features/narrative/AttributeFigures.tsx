import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AttributeFigures_AttributeFragment } from '../../__generated__/graphql';
import type { AnswersRequest } from '../answers/answersRequest';
import { useOpenAnswers } from '../answers/AnswersDrawer';
import { Panel, PanelEmpty } from '../../components/Panel';
import { countOf } from '../../lib/format';
import { NetSentimentValue } from './NetSentimentValue';
import { PolaritySplit } from './ThemeCard';

/** Where Settings edits the brand's attributes. */
export const ATTRIBUTES_SETTINGS_LINK = '/dashboard/settings#attributes';

type Attribute = AttributeFigures_AttributeFragment;

/** An attribute's answers: those holding a statement about the brand speaking of it (the count is `answers`). */
const attributeRequest = (attribute: Attribute, brand: string, period: string): AnswersRequest => ({
  title: `What AI says · ${attribute.name}`,
  filter: { statementAttribute: attribute.name, status: 'OK' },
  period,
  measure: { kind: 'spoke', subject: `${brand}’s ${attribute.name}` },
});

/**
 * "Your attributes": each attribute the brand set in Settings with what answers in the period say of it, as
 * the theme cards show an aspect (statements, their polarity, net sentiment with its interval); without
 * any, where to set them.
 */
export function AttributeFigures({
  attributes,
  brand,
  periodProse,
}: {
  attributes: readonly Attribute[];
  brand: string;
  periodProse: string;
}) {
  const openAnswers = useOpenAnswers();
  return (
    <Stack as="section" aria-label="Your attributes" gap="4">
      <Panel
        title="Your attributes"
        description={`What answers ${periodProse} say about ${brand} on the attributes you set`}
        extra={
          <Button asChild size="xs" variant="outline">
            <RouterLink to={ATTRIBUTES_SETTINGS_LINK}>
              {attributes.length ? 'Edit attributes' : 'Set attributes'}
            </RouterLink>
          </Button>
        }
      >
        {attributes.length === 0 ? (
          <PanelEmpty>
            {`No attributes yet. Name what matters to ${brand} ("battery life", "vegan") and the words that mark it in Settings, and its statements are counted here.`}
          </PanelEmpty>
        ) : (
          <Stack as="ul" gap="4" p="0" m="0" listStyleType="none">
            {attributes.map((attribute) => (
              <Flex
                as="li"
                key={attribute.name}
                aria-label={attribute.name}
                gap="4"
                align="center"
                wrap="wrap"
                borderWidth="1px"
                rounded="lg"
                px="4"
                py="3"
              >
                <Stack gap="0" minW="40" flex="1">
                  <Text fontWeight="semibold">{attribute.name}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {`${countOf(attribute.statements, 'statement')} in ${countOf(attribute.answers, 'answer')}`}
                  </Text>
                </Stack>
                <PolaritySplit split={attribute} />
                {openAnswers && attribute.answers > 0 && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => openAnswers(attributeRequest(attribute, brand, periodProse))}
                  >
                    View {countOf(attribute.answers, 'answer')}
                  </Button>
                )}
                <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }} minW="32">
                  <Text textStyle="xs" color="fg.muted">
                    Net sentiment
                  </Text>
                  <Text textStyle="lg" fontWeight="bold">
                    <NetSentimentValue figure={attribute.netSentiment} />
                  </Text>
                </Stack>
              </Flex>
            ))}
          </Stack>
        )}
      </Panel>
    </Stack>
  );
}
