/** Small presentational pieces shared by the Action Center tools. */
import { Badge, Box, Button, Card, Flex, Heading, HStack, Progress, Text } from '@chakra-ui/react';
import { PageHeader } from '../../components/PageHeader';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COPY_FEEDBACK_MS } from './rules';

export function BackButton({ to = '/dashboard/action', label = 'Back to Action Center' }) {
  return (
    <Button asChild variant="ghost" size="sm" mb="3" ml="-2">
      <RouterLink to={to}>← {label}</RouterLink>
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

export function SectionCard({
  title,
  description,
  extra,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" shadow="xs" rounded="xl" minW="0">
      <Card.Header pb="2">
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Box minW="0">
            <Heading as="h2" size="md">
              {title}
            </Heading>
            {description && (
              <Text textStyle="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Box>
          {extra}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
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
