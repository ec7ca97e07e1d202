import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/ScreenFrame';
import { useLiveRefetch } from '../../../live';
import { fetchKpis } from '../onCallApi';
import { exportKpis } from './exportKpis';
import { kpiColumnNames, kpiValue } from './kpiColumns';
import { periodPresets, presetPeriod, type PeriodPreset } from './periodPresets';

/**
 * The desk's KPIs per customer and a total row for a period (GET /api/on_call/kpis, computed by
 * the model): response against the targets, first-time fix, ETA accuracy, cost per event and its parts
 * (per currency); CSV export.
 */
export function KpiTable() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [preset, setPreset] = useState<PeriodPreset>('last_30_days');
  const period = useMemo(() => presetPeriod(preset, new Date()), [preset]);
  const queryKey = ['on_call', 'kpis', period];
  const { data, isPending, error } = useQuery({ queryKey, queryFn: () => fetchKpis(period), placeholderData: (previous) => previous });
  useLiveRefetch('on_call', [['on_call', 'kpis']]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          fullWidth={false}
          label={translate('on_call.kpis.period')}
          value={preset}
          onChange={(event) => setPreset(event.target.value as PeriodPreset)}
          sx={{ minWidth: 220 }}
        >
          {periodPresets.map((name) => (
            <MenuItem key={name} value={name}>
              {translate(`on_call.kpis.presets.${name}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" disabled={!data?.customers.length} onClick={() => data && void exportKpis(data, period)}>
          {translate('on_call.kpis.export_csv')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{translate('on_call.kpis.load_failed')}</Alert>
      ) : isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : !data.customers.length ? (
        <EmptyState text="on_call.kpis.empty" />
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={translate('on_call.kpis.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('on_call.kpis.customer')}</TableCell>
                {kpiColumnNames.map((column) => (
                  <TableCell key={column} align="right">
                    {translate(`on_call.kpis.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...data.customers, data.total].map((row) => (
                <TableRow key={row.customer_id ?? 'total'} sx={row.customer_id === null ? { '& td': { fontWeight: 700 } } : undefined}>
                  <TableCell component="th" scope="row">
                    {row.customer_name ?? translate('on_call.kpis.total')}
                  </TableCell>
                  {kpiColumnNames.map((column) => (
                    <TableCell key={column} align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'pre-line' }}>
                      {kpiValue(row, column, locale)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
