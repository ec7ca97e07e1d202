import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ReportResult } from '../../../model/modules/reporting/result';
import { EmptyState } from '../../components/ScreenFrame';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { deviceTimeZone, formatDisplayDay, formatStationTime, stationDate } from '../../components/date/stationTime';
import { useValueFormat } from './useValueFormat';

const tableId = 'report-table';

/** While the server aggregates: the chart's and the table's places, so nothing jumps when they arrive. */
export function ReportSkeleton() {
  const translate = useTranslate();
  return (
    // A named region needs a role: axe refuses aria-label on a plain div (aria-prohibited-attr).
    <Stack spacing={2} role="status" aria-busy="true" aria-label={translate('reporting.loading')}>
      <Skeleton variant="rounded" height={320} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

/** A report's answer: the chart, then the table with its totals; "no data" when the filters match nothing. */
export function ReportResultView({ result }: { result: ReportResult }) {
  const translate = useTranslate();
  const format = useValueFormat();
  // A report covers many stations: when it was made reads on the reader's clock, labelled.
  const zone = deviceTimeZone();
  return (
    <Stack spacing={2}>
      {result.amounts_hidden && (
        <Alert severity="info" role="status">
          {translate('reporting.amounts_hidden')}
        </Alert>
      )}
      {result.rows.length === 0 ? (
        <EmptyState text="reporting.empty" />
      ) : (
        <>
          {result.chart.data.length > 0 && result.chart.series.length > 0 && <ReportChart result={result} tableId={tableId} />}
          <ReportTable result={result} id={tableId} />
        </>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('reporting.generated_at', {
          date: formatDisplayDay(stationDate(result.generated_at, zone), format.locale),
          time: formatStationTime(result.generated_at, zone, format.locale),
        })}
      </Typography>
    </Stack>
  );
}
