import { Stack, Text } from '@chakra-ui/react';
import { useEvidenceSectionQuery } from '../../__generated__/hooks';
import { Panel } from '../../components/Panel';

/** Bytes in words: "0 B", "812 B", "4.2 KB", "1.3 MB", "2.1 GB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/**
 * Settings → Evidence: the space the answers' kept evidence takes (the vendors' payloads and the pages, as
 * stored, compressed) and how long it is kept (EVIDENCE_RETENTION_DAYS, set by whoever runs the server).
 */
export function EvidenceSection() {
  const { data, error } = useEvidenceSectionQuery();
  const storage = data?.evidenceStorage;
  return (
    <Panel
      title="Evidence"
      description="What the AI platforms sent for each answer (the raw payload) and the page the app showed, kept so every figure can be traced back."
    >
      {error ? (
        <Text textStyle="sm" color="fg.error">
          {error.message}
        </Text>
      ) : !storage ? (
        <Text textStyle="sm" color="fg.muted">
          Loading…
        </Text>
      ) : (
        <Stack gap="1" textStyle="sm" data-testid="evidence-storage">
          <Text>
            {storage.answers === 0
              ? 'No evidence is kept yet: it is kept for answers read through a provider or an app.'
              : `${formatBytes(storage.storedBytes)} used for ${storage.answers.toLocaleString('en-US')} ${
                  storage.answers === 1 ? 'answer' : 'answers'
                } (${formatBytes(storage.originalBytes)} as sent, before compression).`}
          </Text>
          <Text color="fg.muted">
            {`Kept for ${storage.retentionDays.toLocaleString('en-US')} days, then deleted by a daily job; the answers and their readings stay. The server's EVIDENCE_RETENTION_DAYS sets it.`}
          </Text>
        </Stack>
      )}
    </Panel>
  );
}
