import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { WizardProgress } from './WizardProgress';

/**
 * The step-by-step form the report wizard and onboarding share: the progress bar, an optional banner, then
 * one form per step headed by the step's name and intro, its fields, and Back / the submit button.
 */
export function Stepper({
  id,
  steps,
  current,
  intro,
  banner,
  busy,
  onSubmit,
  onBack,
  submitLabel,
  submitDisabled = false,
  noValidate,
  children,
}: {
  /** Names the step's heading (`<id>-step-title`), which labels the form. */
  id: string;
  steps: readonly string[];
  current: number;
  intro: string;
  /** Between the progress bar and the form, e.g. an error from the last submit. */
  banner?: ReactNode;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBack: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The step checks its fields itself instead of the browser. */
  noValidate?: boolean;
  /** The current step's fields. */
  children: ReactNode;
}) {
  const titleId = `${id}-step-title`;
  return (
    <>
      <WizardProgress current={current} steps={steps} />
      {banner}
      <form onSubmit={onSubmit} aria-busy={busy} aria-labelledby={titleId} noValidate={noValidate}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={titleId}>
              {steps[current]}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {intro}
            </Text>
          </Stack>
          {children}
          <StepNav
            step={current}
            onBack={onBack}
            busy={busy}
            submitLabel={submitLabel}
            submitDisabled={submitDisabled}
          />
        </Stack>
      </form>
    </>
  );
}

/** Back (after the first step) and the submit button that moves on or, on the last step, finishes. */
function StepNav({
  step,
  onBack,
  busy,
  submitLabel,
  submitDisabled,
}: {
  step: number;
  onBack: () => void;
  busy: boolean;
  submitLabel: string;
  submitDisabled: boolean;
}) {
  return (
    <HStack justify="space-between" pt="2">
      {step > 0 ? (
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" colorPalette="teal" size="lg" loading={busy} disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </HStack>
  );
}

/** One line of a review step: a label and what was entered. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex
      gap={{ base: '1', md: '4' }}
      direction={{ base: 'column', md: 'row' }}
      py="2"
      borderBottomWidth="1px"
    >
      <Text w={{ md: '40' }} flexShrink={0} color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Stack gap="1" textStyle="sm" wordBreak="break-word" minW="0">
        {children}
      </Stack>
    </Flex>
  );
}
