/** The quarter's return as the schedule reads: a line per jurisdiction, what it lacks flagged. */
import type { IftaReport, IftaRow } from '@haulbook/sync-protocol';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const rate = (n: number | null) => (n === null ? '—' : `$${n.toFixed(4)}`);
const figure = (n: number | null) => (n === null ? '—' : whole.format(n));

const missingWords = { miles: 'No miles', fuel: 'No fuel' } as const;

/** A surcharge under its figure, so the row's tax can be checked by hand. */
const Note = ({ children }: { children: ReactNode }) => (
  <Text size="xs" c="dimmed">
    {children}
  </Text>
);

function Row({ row }: { row: IftaRow }) {
  const tax = row.tax === null ? null : row.tax + (row.surchargeTax ?? 0);
  return (
    <Table.Tr>
      <Table.Th scope="row">
        {row.jurisdiction}
        {row.missing && (
          <Text span size="xs" fw={600} c="orange.9" ml={6}>
            {missingWords[row.missing]}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right">{figure(row.totalMiles)}</Table.Td>
      <Table.Td ta="right">{figure(row.taxableGallons)}</Table.Td>
      <Table.Td ta="right">{figure(row.taxPaidGallons)}</Table.Td>
      <Table.Td ta="right">{figure(row.netTaxableGallons)}</Table.Td>
      <Table.Td ta="right">
        {rate(row.taxRate)}
        {row.surchargeRate ? <Note>+ {rate(row.surchargeRate)} surcharge</Note> : null}
      </Table.Td>
      <Table.Td ta="right" c={tax !== null && tax < 0 ? 'teal.9' : undefined}>
        {tax === null ? '—' : money.format(tax)}
        {row.surchargeTax ? <Note>incl. {money.format(row.surchargeTax)} surcharge</Note> : null}
      </Table.Td>
    </Table.Tr>
  );
}

export function ReportTable({ report }: { report: IftaReport }) {
  if (report.rows.length === 0)
    return (
      <Text c="dimmed">
        No miles or fuel by state this quarter yet. Record a state line, add a load&apos;s miles, or
        log a fill-up with its state.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder aria-label={`IFTA return ${report.quarter}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>State</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th ta="right">Taxable gal</Table.Th>
            <Table.Th ta="right">Tax-paid gal</Table.Th>
            <Table.Th ta="right">Net gal</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Row key={row.jurisdiction} row={row} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export const formatTax = (n: number) => money.format(n);
export const formatFigure = figure;
