/**
 * What a load card says of its paperwork at a glance, the two papers a driver is paid on:
 * "BOL ✓ POD —" (a bill of lading kept, no proof of delivery yet), in words for a screen reader.
 */
import { documentKindShort, type DocumentKind } from '@haulbook/sync-protocol';
import { Text, VisuallyHidden } from '@mantine/core';

const marked: DocumentKind[] = ['bill_of_lading', 'proof_of_delivery'];

export function PaperworkMarks({ kinds }: { kinds: ReadonlySet<DocumentKind> }) {
  const marks = marked.map((kind) => `${documentKindShort[kind]} ${kinds.has(kind) ? '✓' : '—'}`);
  const words = marked.map(
    (kind) => `${documentKindShort[kind]}: ${kinds.has(kind) ? 'kept' : 'none yet'}`,
  );
  return (
    <Text size="sm" fw={600} c="dimmed">
      <span aria-hidden>{marks.join(' ')}</span>
      <VisuallyHidden>Paperwork: {words.join(', ')}</VisuallyHidden>
    </Text>
  );
}
