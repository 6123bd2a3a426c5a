/** Small presentational pieces shared by the Action Center tools. */
import { Badge, Box, Button, Flex, HStack, Link, Progress, Tabs, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { Panel } from '../../components/Panel';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFilterHref } from '../filter/pageFilter';
import { COPY_FEEDBACK_MS } from './rules';
import { FilterLink } from '../filter/FilterLink';

/** A tool's tab bar: scrolls sideways on a narrow screen rather than wrapping its labels. */
export function ToolTabList({ tabs }: { tabs: readonly { value: string; label: string }[] }) {
  return (
    <Tabs.List overflowX="auto" overflowY="hidden">
      {tabs.map((tab) => (
        <Tabs.Trigger key={tab.value} flexShrink={0} whiteSpace="nowrap" value={tab.value}>
          {tab.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}

export function BackButton({ to = '/dashboard/action', label = 'Back to Action Center' }) {
  const href = useFilterHref();
  return (
    <Button asChild variant="ghost" size="sm" mb="3" ml="-2">
      <RouterLink to={href(to)}>← {label}</RouterLink>
    </Button>
  );
}

export function ToolHeader({ title, description }: { title: string; description?: string }) {
  return <PageHeader title={title} description={description} above={<BackButton />} />;
}

/** A labelled 0-100 bar; `display` overrides the number shown beside it. */
export function ScoreBar({
  label,
  value,
  display,
  palette = 'teal',
  extra,
}: {
  label: string;
  value: number;
  display?: ReactNode;
  palette?: string;
  extra?: ReactNode;
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Flex justify="space-between" textStyle="sm" mb="1" gap="2">
        <Text color="fg.muted" id={id}>
          {label}
        </Text>
        <HStack gap="1.5">
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
            {display ?? Math.round(value)}
          </Text>
          {extra}
        </HStack>
      </Flex>
      <Progress.Root
        value={Math.max(0, Math.min(100, value))}
        size="sm"
        colorPalette={palette}
        aria-label={label}
      >
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

export function Stars({ n, max = 5 }: { n: number; max?: number }) {
  return (
    <Text as="span" color="yellow.500" aria-label={`${n} of ${max} stars`} letterSpacing="wider">
      {'★'.repeat(n)}
      <Text as="span" color="fg.subtle">
        {'★'.repeat(max - n)}
      </Text>
    </Text>
  );
}

/** An Action Center tool's card: the dashboard's Panel with its control at the top right. */
export function SectionCard(props: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return <Panel {...props} extraAtTop />;
}

/** Copies text; the label shows a check for 2 seconds afterwards. */
export function CopyButton({
  text,
  label = 'Copy',
  disabled,
}: {
  text: string;
  label?: string;
  disabled?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = () => {
    void navigator.clipboard?.writeText(text).catch(() => {});
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={copy}
      disabled={disabled}
      aria-label={copied ? 'Copied' : label}
    >
      {copied ? '✓ Copied' : label}
    </Button>
  );
}

export function SimBadge({ real }: { real: boolean }) {
  return real ? (
    <Badge colorPalette="green" variant="subtle">
      Real data
    </Badge>
  ) : (
    <Badge colorPalette="gray" variant="subtle">
      Simulated
    </Badge>
  );
}

/** Says that a screen's figures are built-in samples (the fund view's static tools), not the account's. */
export function ExampleDataNote({ what }: { what: string }) {
  return (
    <Box
      role="note"
      aria-label="Example data"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      rounded="lg"
      px="4"
      py="2.5"
      textStyle="sm"
    >
      <Badge colorPalette="orange" variant="solid" mr="2">
        Example data
      </Badge>
      {what} are built-in samples that show how this tool works, not measurements of your answers. Your
      measured figures are on the{' '}
      <Link asChild color="teal.fg" fontWeight="medium">
        <FilterLink to="/dashboard">overview</FilterLink>
      </Link>
      .
    </Box>
  );
}
