import { Badge, Button, Card, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { EMAIL_TEMPLATES } from '../data/fund';

/** Templates: each with its subject; Preview shows the body with its [placeholders], Use Template fills Compose. */
export function TemplatesTab({
  previewId,
  onPreview,
  onUse,
}: {
  previewId: string | null;
  onPreview: (templateId: string) => void;
  onUse: (templateId: string) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {EMAIL_TEMPLATES.map((t) => (
        <Card.Root key={t.id} variant="outline" bg="bg.panel" rounded="xl">
          <Card.Body gap="2">
            <Flex justify="space-between" gap="2">
              <Heading as="h3" size="sm">
                {t.name}
              </Heading>
              <Badge>{t.type}</Badge>
            </Flex>
            <Text textStyle="sm" color="fg.muted">
              {t.subject}
            </Text>
            {previewId === t.id && (
              <Text textStyle="sm" whiteSpace="pre-wrap" bg="bg.muted" p="2" rounded="md">
                {t.body}
              </Text>
            )}
            <Flex gap="2" mt="auto">
              <Button size="sm" colorPalette="teal" onClick={() => onUse(t.id)}>
                Use Template
              </Button>
              <Button size="sm" variant="outline" onClick={() => onPreview(t.id)}>
                Preview
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
