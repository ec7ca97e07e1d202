import { useEffect, useState } from 'react';
import { Alert, Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../../model/routes';
import { ScreenFrame } from '../../../components/ScreenFrame';
import { Pending } from '../../../components/Pending';
import { countStep, fetchCount, saveCountLines, type CountSheet } from '../partsApi';
import { usePartsPermissions } from '../usePartsPermissions';
import { CountLineRow } from './CountLineRow';
import { CountSheetActions, type CountStep } from './CountSheetActions';
import { CountStatusChip } from './CountStatusChip';
import { entriesOf, lineKey, lineOutcome, linesBody, type CountEntry } from './countEntries';
import { PrintStyles } from './PrintStyles';

/**
 * /parts/counts/:count_id — a station's count sheet: printed or exported for the
 * storeroom, counted quantities entered with the difference and its value live, a reason where
 * they differ, submitted, then confirmed by a supervisor (differences become adjustments).
 */
export default function CountSheetPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const notify = useNotify();
  const id = useParams().count_id ?? '';
  const { write, confirmCount } = usePartsPermissions();
  const sheet = useQuery({ queryKey: ['parts', 'count', id], queryFn: () => fetchCount(id) });
  const [entries, setEntries] = useState<Record<string, CountEntry>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (sheet.data) setEntries(entriesOf(sheet.data.lines));
  }, [sheet.data]);
  if (sheet.isPending) return <Pending />;
  if (sheet.error) return <Alert severity="error">{translate('parts.load_failed')}</Alert>;
  const data = sheet.data;
  const editable = data.status === 'open' && write;
  const outcomes = data.lines.map((line) => lineOutcome(line, entries[lineKey(line)]));
  const ready = outcomes.every((outcome) => outcome.difference !== null && !outcome.reasonMissing);
  const run = async (step: CountStep) => {
    setBusy(true);
    try {
      // Submitting sends what is typed first, so the sheet submitted is the one on screen.
      let current: CountSheet = data;
      if (step === 'save' || step === 'submit') current = await saveCountLines(data.id, data.version, linesBody(data.lines, entries));
      if (step !== 'save') await countStep(data.id, step, current.version);
      notify(`parts.counts.done.${step}`, { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      void sheet.refetch();
    }
  };
  const label = translate('parts.screens.count_sheet');
  return (
    <ScreenFrame title={route.title}>
      <PrintStyles />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {translate('parts.counts.sheet_of', { station: data.station_code })}
        </Typography>
        <CountStatusChip status={data.status} />
      </Stack>
      <CountSheetActions sheet={data} write={write} confirm={confirmCount} ready={ready} busy={busy} onStep={(step) => void run(step)} />
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('parts.fields.part')}</TableCell>
              <TableCell>{translate('parts.fields.lot')}</TableCell>
              <TableCell align="right">{translate('parts.counts.expected')}</TableCell>
              <TableCell align="right">{translate('parts.counts.counted')}</TableCell>
              <TableCell align="right">{translate('parts.counts.difference')}</TableCell>
              <TableCell align="right">{translate('parts.fields.value')}</TableCell>
              <TableCell>{translate('parts.fields.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.lines.map((line) => (
              <CountLineRow
                key={lineKey(line)}
                line={line}
                entry={entries[lineKey(line)]}
                editable={editable}
                onChange={(entry) => setEntries((current) => ({ ...current, [lineKey(line)]: entry }))}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </ScreenFrame>
  );
}
