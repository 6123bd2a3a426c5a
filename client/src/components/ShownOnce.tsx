import { Alert, Button, Code, Flex } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';

/**
 * A secret the server shows once (an API token, a webhook's signing secret): the value with Copy and
 * Done, and what to do with it below.
 */
export function ShownOnce({
  title,
  value,
  testId,
  onDone,
  children,
}: {
  title: string;
  value: string;
  testId: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(value);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Alert.Root status="success" variant="subtle" rounded="lg" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2" minW="0">
        <Alert.Title>{title}</Alert.Title>
        <Flex gap="2" align="center" wrap="wrap">
          <Code
            data-testid={testId}
            px="2"
            py="1"
            fontSize="sm"
            wordBreak="break-all"
            whiteSpace="normal"
            flex="1"
            minW="0"
          >
            {value}
          </Code>
          <Button size="xs" variant="outline" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button size="xs" variant="ghost" onClick={onDone}>
            Done
          </Button>
        </Flex>
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}
