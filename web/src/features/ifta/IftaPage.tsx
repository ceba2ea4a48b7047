/**
 * /ifta: the quarter's IFTA return from what the device holds (works offline): miles and fuel by
 * state, what each owes or gets back, and what is missing (a state with fuel but no miles, a gap
 * in the odometer, a rate not yet imported). Miles come from state lines, a load's split or trips
 * without a load; the figures download as CSV or a one-page PDF.
 */
import {
  iftaFileName,
  iftaReportCsv,
  nextQuarter,
  previousQuarter,
  type IftaReport,
  type DistanceUnit,
} from '@haulbook/sync-protocol';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconFlag,
  IconPercentage,
  IconPlus,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useDistanceUnit } from '../../data/preferences';
import { useAuth } from '../../data/session/useAuth';
import { FigureTile } from '../../ui/FigureTile';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { downloadFile } from '../documents/shareFile';
import { useCurrentOdometer } from '../maintenance/useMaintenance';
import { MilesDialog } from './MilesDialog';
import { RatesDialog } from './RatesDialog';
import { formatFigure, formatTax, ReportTable } from './ReportTable';
import { issueText, SegmentList } from './SegmentList';
import { StateLineDialog } from './StateLineDialog';
import {
  currentQuarter,
  useActiveLoad,
  useDriverTimeZone,
  useIftaReport,
  useQuarterRates,
  useQuarterSegments,
  useQuarterTolls,
  useRecentLoads,
} from './useIfta';

function Totals({ report }: { report: IftaReport }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      <FigureTile label="Total miles" value={formatFigure(report.totalMiles)} />
      <FigureTile label="Diesel gallons" value={formatFigure(report.totalGallons)} />
      <FigureTile
        label="Fleet MPG"
        value={report.fleetMpg === null ? '—' : report.fleetMpg.toFixed(2)}
      />
      <FigureTile
        label="Tax due"
        value={report.rows.some((r) => r.tax !== null) ? formatTax(report.totalTax) : '—'}
      />
    </SimpleGrid>
  );
}

/** What to fix before filing, in the driver's words. */
function toFix(report: IftaReport, unit: DistanceUnit): string[] {
  return [
    ...report.rows
      .filter((r) => r.missing === 'miles')
      .map((r) => `${r.jurisdiction}: fuel bought but no miles recorded`),
    ...report.segmentIssues.map((issue) => issueText(issue, unit)),
    ...(report.unassignedGallons > 0
      ? [
          `${formatFigure(report.unassignedGallons)} gal of diesel have no state: edit those fill-ups`,
        ]
      : []),
    ...(report.missingRates.length > 0
      ? [`No rate yet for ${report.missingRates.join(', ')}: import the quarter's rates`]
      : []),
  ];
}

function QuarterStepper({ quarter, onChange }: { quarter: string; onChange: (q: string) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous quarter"
        onClick={() => onChange(previousQuarter(quarter))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text fw={700} miw={70} ta="center" aria-live="polite">
        {quarter}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next quarter"
        onClick={() => onChange(nextQuarter(quarter))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    </Group>
  );
}

async function downloadPdf(report: IftaReport, driver: string) {
  const { iftaReportPdf } = await import('./iftaPdf');
  const blob = await iftaReportPdf(report, driver);
  downloadFile(
    new File([blob], iftaFileName(report.quarter).replace(/\.csv$/, '.pdf'), {
      type: 'application/pdf',
    }),
  );
}

export function IftaPage() {
  const [quarter, setQuarter] = useState(currentQuarter);
  const report = useIftaReport(quarter);
  const timeZone = useDriverTimeZone();
  const segments = useQuarterSegments(quarter);
  const rates = useQuarterRates(quarter);
  const tolls = useQuarterTolls(quarter);
  const activeLoad = useActiveLoad() ?? null;
  const loads = useRecentLoads() ?? [];
  const odometer = useCurrentOdometer() ?? null;
  const unit = useDistanceUnit();
  const { user } = useAuth();
  const [crossing, stateLine] = useDisclosure(false);
  const [adding, milesDialog] = useDisclosure(false);
  const [rating, ratesDialog] = useDisclosure(false);
  const fixes = report ? toFix(report, unit) : [];

  return (
    <Stack gap="lg" maw={1100}>
      <ScreenHeader
        title="IFTA"
        description="Miles and diesel by state for the quarterly fuel tax return, kept on this device."
      >
        <QuarterStepper quarter={quarter} onChange={setQuarter} />
      </ScreenHeader>
      <Group gap="sm">
        <Button leftSection={<IconFlag size={18} />} onClick={stateLine.open}>
          State Line
        </Button>
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={milesDialog.open}>
          Add Miles
        </Button>
        <Button
          variant="default"
          leftSection={<IconPercentage size={18} />}
          onClick={ratesDialog.open}
        >
          Tax Rates
        </Button>
      </Group>
      {report === undefined ? (
        <Loader size="sm" />
      ) : (
        <>
          <Totals report={report} />
          {fixes.length > 0 && (
            <Paper
              withBorder
              p="sm"
              bg="var(--mantine-color-orange-light)"
              component="section"
              aria-label="To fix"
            >
              <Title order={2} fz="md" mb={4}>
                To fix before filing
              </Title>
              <Stack gap={2}>
                {fixes.map((f) => (
                  <Text key={f} size="sm">
                    {f}
                  </Text>
                ))}
              </Stack>
            </Paper>
          )}
          <Stack gap="sm" component="section" aria-label="By state">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                By state
              </Title>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypeCsv size={16} />}
                  onClick={() =>
                    downloadFile(
                      new File([iftaReportCsv(report)], iftaFileName(quarter), {
                        type: 'text/csv',
                      }),
                    )
                  }
                >
                  Download CSV
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconFileTypePdf size={16} />}
                  onClick={() => void downloadPdf(report, user?.displayName ?? user?.email ?? '')}
                >
                  Download PDF
                </Button>
              </Group>
            </Group>
            <ReportTable report={report} />
          </Stack>
        </>
      )}
      {tolls && tolls.length > 0 && (
        <Stack gap={4} component="section" aria-label="Tolls">
          <Title order={2} fz="lg">
            Tolls paid
          </Title>
          <Text size="sm" c="dimmed">
            From your expenses, for the return&apos;s toll-road notes.
          </Text>
          {tolls.map(([state, cents]) => (
            <Group key={state} justify="space-between" maw={360}>
              <Text>{state}</Text>
              <Text fw={600}>{formatTax(cents / 100)}</Text>
            </Group>
          ))}
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-label="Miles recorded">
        <Title order={2} fz="lg">
          Miles recorded
        </Title>
        {segments === undefined ? <Loader size="sm" /> : <SegmentList segments={segments} />}
      </Stack>
      <StateLineDialog
        opened={crossing}
        onClose={stateLine.close}
        odometer={odometer}
        load={activeLoad}
      />
      <MilesDialog
        opened={adding}
        onClose={milesDialog.close}
        loads={loads}
        timeZone={timeZone ?? 'UTC'}
      />
      <RatesDialog
        opened={rating}
        onClose={ratesDialog.close}
        quarter={quarter}
        rates={rates ?? []}
      />
    </Stack>
  );
}
