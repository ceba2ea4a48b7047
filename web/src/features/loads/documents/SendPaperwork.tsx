/**
 * 'Send paperwork' in the BOL dialog: the load's documents chosen (all of them unless the driver
 * unticks some), an office address saved once (Dispatch, a broker, a factoring company) and read
 * back by the driver before anything goes to it, one PDF or the files as they are, and the
 * subject the office will see. The send queues like any write and goes when the device syncs.
 */
import {
  documentKindOf,
  documentKindShort,
  paperworkFormatLabels,
  paperworkFormats,
  paperworkSubject,
  type Load,
  type OfficeAddress,
  type PaperworkFormat,
} from '@haulbook/sync-protocol';
import {
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmailField } from '../../../ui/EmailField';
import { checkNewAddress, forgetAddress, sendPaperwork } from './paperworkCommands';
import { useOfficeAddresses } from './usePaperwork';
import type { LoadDocument } from './useLoadDocuments';

const newAddress = 'new';

interface AddressFieldsProps {
  label: string;
  email: string;
  errors: { label?: string; email?: string };
  onChange: (change: { label?: string; email?: string }) => void;
}

function NewAddressFields({ label, email, errors, onChange }: AddressFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
      <TextInput
        label="Name"
        placeholder="Dispatch, Broker, Factoring"
        value={label}
        error={errors.label}
        onChange={(e) => onChange({ label: e.currentTarget.value })}
      />
      <EmailField
        label="Office email"
        placeholder="dispatch@company.com"
        autoComplete="off"
        value={email}
        error={errors.email}
        onChange={(e) => onChange({ email: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

function DocumentChoice({
  documents,
  chosen,
  onChange,
}: {
  documents: LoadDocument[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <Stack gap={6} role="group" aria-label="Documents to send">
      {documents.map(({ document, item }) => (
        <Checkbox
          key={document.id}
          label={`${documentKindShort[documentKindOf(document)]}: ${item.name}`}
          checked={chosen.has(document.id)}
          onChange={(e) => toggle(document.id, e.currentTarget.checked)}
          styles={{ label: { overflowWrap: 'anywhere' } }}
        />
      ))}
    </Stack>
  );
}

const addressOption = (a: OfficeAddress) => ({ value: a.id, label: `${a.label}: ${a.email}` });

interface SendPaperworkProps {
  load: Load;
  documents: LoadDocument[];
  onDone: () => void;
}

export function SendPaperwork({ load, documents, onDone }: SendPaperworkProps) {
  const addresses = useOfficeAddresses() ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const [fields, setFields] = useState({ label: '', email: '' });
  const [errors, setErrors] = useState<{ label?: string; email?: string }>({});
  const [confirmed, setConfirmed] = useState(false);
  const [chosen, setChosen] = useState(() => new Set(documents.map((d) => d.document.id)));
  const [format, setFormat] = useState<PaperworkFormat>('one_pdf');
  const [sending, setSending] = useState(false);

  const selected = choice ?? addresses[0]?.id ?? newAddress;
  const saved = addresses.find((a) => a.id === selected);
  const email = saved?.email ?? fields.email.trim().toLowerCase();
  const picked = documents.filter((d) => chosen.has(d.document.id));
  const kinds = [...new Set(picked.map((d) => documentKindShort[documentKindOf(d.document)]))];
  const needsConfirm = !saved?.confirmedAt;

  const send = async () => {
    const checked = saved ? { ok: saved } : checkNewAddress(fields.label, fields.email);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSending(true);
    const queued = await sendPaperwork({
      loadId: load.id,
      address: checked.ok,
      confirmed,
      documentIds: picked.map((d) => d.document.id),
      format,
    });
    setSending(false);
    if (queued) onDone();
  };

  return (
    <Paper withBorder p="sm" radius="md" bg="var(--haulbook-surface)">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Send paperwork
        </Title>
        <NativeSelect
          label="Send to"
          value={selected}
          data={[...addresses.map(addressOption), { value: newAddress, label: 'New address…' }]}
          onChange={(e) => {
            setChoice(e.currentTarget.value);
            setConfirmed(false);
          }}
        />
        {saved && (
          <Button
            variant="subtle"
            size="compact-sm"
            color="red"
            leftSection={<IconTrash size={16} />}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setChoice(null);
              void forgetAddress(saved);
            }}
          >
            Remove {saved.label}
          </Button>
        )}
        {!saved && (
          <NewAddressFields
            {...fields}
            errors={errors}
            onChange={(change) => {
              setFields((current) => ({ ...current, ...change }));
              setConfirmed(false);
            }}
          />
        )}
        <DocumentChoice documents={documents} chosen={chosen} onChange={setChosen} />
        <SegmentedControl
          aria-label="Send as"
          value={format}
          onChange={(value) => setFormat(value as PaperworkFormat)}
          data={paperworkFormats.map((value) => ({ value, label: paperworkFormatLabels[value] }))}
        />
        <Text size="sm">
          <Text span c="dimmed">
            Subject:{' '}
          </Text>
          {paperworkSubject(load, kinds)}
        </Text>
        {needsConfirm && (
          <Checkbox
            label={`I checked the address: send to ${email || '…'}`}
            description="Asked once for each address: nothing goes to an address you have not checked."
            checked={confirmed}
            onChange={(e) => setConfirmed(e.currentTarget.checked)}
          />
        )}
        <Button
          leftSection={<IconSend size={18} />}
          loading={sending}
          disabled={picked.length === 0 || (needsConfirm && !confirmed)}
          onClick={() => void send()}
        >
          {picked.length === 1 ? 'Send 1 document' : `Send ${picked.length} documents`}
        </Button>
      </Stack>
    </Paper>
  );
}
