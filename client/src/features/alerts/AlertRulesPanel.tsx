import { Box, Button, Field, Flex, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { AlertRulesPanel_RuleFragment } from '../../__generated__/graphql';
import { useUpdateAlertRuleMutation } from '../../__generated__/hooks';
import { alertThreshold, type AlertKindId } from '../../../../graphql/shared/alert-rules';
import { firstProblem } from '../../../../graphql/shared/input-rules';
import { Panel } from '../../components/Panel';
import { toaster } from '../../components/toaster';
import { fieldProblem } from './alertRules';

function RuleRow({ rule }: { rule: AlertRulesPanel_RuleFragment }) {
  const [threshold, setThreshold] = useState(String(rule.threshold));
  const [problem, setProblem] = useState<string | null>(null);
  const [update, { loading }] = useUpdateAlertRuleMutation();

  const save = async (enabled: boolean, value: number) => {
    try {
      await update({ variables: { input: { kind: rule.kind, enabled, threshold: value } } });
      setProblem(null);
      return true;
    } catch (error) {
      const message = fieldProblem(error, 'threshold');
      if (message) setProblem(message);
      else toaster.create({ type: 'error', title: 'Error', description: (error as Error).message });
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = threshold.trim() === '' ? Number.NaN : Number(threshold);
    // The form checks with the server's own rule, so the message is the one it would answer.
    const found = firstProblem(alertThreshold(rule.kind.toLowerCase() as AlertKindId), value);
    setProblem(found);
    if (found) return;
    if (await save(rule.enabled, value))
      toaster.create({
        type: 'success',
        title: 'Saved',
        description: `${rule.label}: ${value} ${rule.unit}.`,
      });
  };

  const dirty = threshold !== String(rule.threshold);
  return (
    <Box as="li" listStyleType="none" py="4" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Flex gap={{ base: '3', md: '6' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Stack gap="1" flex="1" minW="0">
          <Switch.Root
            colorPalette="teal"
            checked={rule.enabled}
            disabled={loading}
            onCheckedChange={(e) => void save(e.checked, rule.threshold)}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label fontWeight="semibold">{rule.label}</Switch.Label>
          </Switch.Root>
          <Text textStyle="sm" color="fg.muted">
            {rule.description}
          </Text>
        </Stack>
        <form onSubmit={(event) => void onSubmit(event)} aria-label={`${rule.label} threshold`}>
          <HStack align="flex-start" gap="2">
            <Field.Root invalid={problem !== null} w={{ base: 'full', md: '72' }}>
              <Field.Label>{rule.thresholdLabel}</Field.Label>
              <HStack gap="2" w="full">
                <Input
                  size="sm"
                  type="number"
                  inputMode="decimal"
                  step={rule.integer ? 1 : 'any'}
                  w="24"
                  value={threshold}
                  onChange={(event) => setThreshold(event.target.value)}
                />
                <Text textStyle="sm" color="fg.muted">
                  {rule.unit}
                </Text>
              </HStack>
              <Field.ErrorText>{problem}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" size="sm" variant="outline" mt="6" disabled={!dirty} loading={loading}>
              Save
            </Button>
          </HStack>
        </form>
      </Flex>
    </Box>
  );
}

/** Settings → Alerts: each rule with its switch and its threshold. */
export function AlertRulesPanel({ rules }: { rules: readonly AlertRulesPanel_RuleFragment[] }) {
  return (
    <Panel title="Rules" description="Checked after every collection run. Each fires once for what it finds.">
      <Box as="ul" m="0" p="0">
        {rules.map((rule) => (
          <RuleRow key={rule.kind} rule={rule} />
        ))}
      </Box>
    </Panel>
  );
}
