/**
 * The quarter's tax rates: imported from the rate table a driver downloads each quarter (CSV:
 * jurisdiction, rate, surcharge), pasted, or typed one per line. Without rates the return still
 * gives every gallon figure; with them, the tax.
 */
import { parseRateTable, type IftaRate } from '@haulbook/sync-protocol';
import { Button, FileButton, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { iftaCommands } from './iftaCommands';

interface Props {
  opened: boolean;
  onClose: () => void;
  quarter: string;
  rates: IftaRate[];
}

const asLines = (rates: IftaRate[]) =>
  rates.map((r) => `${r.jurisdiction},${r.rate},${r.surcharge}`).join('\n');

function RatesForm({ quarter, rates, onClose }: Omit<Props, 'opened'>) {
  const [text, setText] = useState(asLines(rates));
  const [problems, setProblems] = useState<string[]>([]);

  const save = async () => {
    const table = parseRateTable(text, quarter);
    setProblems(table.problems.map((p) => p.message));
    if (table.problems.length > 0 || table.rates.length === 0) {
      if (table.rates.length === 0 && table.problems.length === 0)
        setProblems(['Type or import at least one rate, such as OK,0.19']);
      return;
    }
    const kept = new Set<string>(table.rates.map((r) => r.jurisdiction));
    const leftOut = rates.filter((r) => !kept.has(r.jurisdiction)).map((r) => r.id);
    const saved = await iftaCommands.saveRates(
      table.rates.map((r) => ({ quarter, ...r })),
      leftOut,
    );
    if (saved) onClose();
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        One jurisdiction a line: code or name, rate in dollars a gallon, and the surcharge if it has
        one. Import the quarter&apos;s rate table as a CSV file, or paste it.
      </Text>
      <FileButton
        accept=".csv,text/csv,text/plain"
        onChange={(file) => void file?.text().then(setText)}
      >
        {(props) => (
          <Button variant="default" leftSection={<IconFileImport size={18} />} {...props}>
            Import CSV File
          </Button>
        )}
      </FileButton>
      <Textarea
        label={`Rates for ${quarter}`}
        placeholder={'OK,0.19\nKS,0.26\nIN,0.61,0.11'}
        autosize
        minRows={5}
        maxRows={14}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {problems.length > 0 && (
        <List size="sm" c="red.8" role="alert">
          {problems.map((p) => (
            <List.Item key={p}>{p}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void save()}>Save Rates</Button>
      </Group>
    </Stack>
  );
}

export function RatesDialog({ opened, onClose, ...props }: Props) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="IFTA tax rates"
      fullScreen={phone}
      centered
      size="lg"
    >
      {opened && <RatesForm {...props} onClose={onClose} />}
    </Modal>
  );
}
