import { Box, Paper } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { ReportResult } from '../../../model/modules/reporting/result';
import { formatReportValue } from './formatReportValue';
import { useValueFormat } from './useValueFormat';

/**
 * The chart above the table, drawn from the server's aggregated chart data (never from the rows).
 * Screen readers are sent to the table, which holds the same figures (`tableId`).
 */
export function ReportChart({ result, tableId }: { result: ReportResult; tableId: string }) {
  const translate = useTranslate();
  const format = useValueFormat();
  const { chart, columns } = result;
  const column = (key: string) => columns.find((candidate) => candidate.key === key);
  const xColumn = column(chart.x);
  // Amounts run in thousands where counts run in tens: on one scale the counts would be invisible, so
  // money has its own axis on the right when both are drawn.
  const isMoney = (key: string) => column(key)?.type === 'money';
  const twoScales = chart.series.some(isMoney) && chart.series.some((key) => !isMoney(key));
  const series = chart.series.map((key) => ({
    dataKey: key,
    label: column(key)?.label ?? key,
    stack: chart.stacked ? 'total' : undefined,
    yAxisId: twoScales && isMoney(key) ? 'amounts' : 'values',
    valueFormatter: (value: number | null) => formatReportValue(value, column(key)?.type ?? 'number', format),
  }));
  const xAxis = [
    {
      dataKey: chart.x,
      scaleType: chart.kind === 'bar' ? ('band' as const) : ('point' as const),
      valueFormatter: (value: string) => formatReportValue(value, xColumn?.type ?? 'text', format),
    },
  ];
  // The value axes read in the user's locale too (x-charts would write 5,000 in French), in compact
  // notation (450 k, 1,2 M): a quarter's amounts in full did not fit the axis and were cut to "500…".
  const axisNumbers = new Intl.NumberFormat(format.locale, { notation: 'compact', maximumFractionDigits: 1 });
  const axisFormatter = (value: number) => axisNumbers.format(value);
  const yAxis = [
    { id: 'values', valueFormatter: axisFormatter },
    ...(twoScales ? [{ id: 'amounts', position: 'right' as const, valueFormatter: axisFormatter }] : []),
  ];
  const props = { dataset: chart.data, series, xAxis, yAxis, height: 320 };
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Box role="img" aria-label={translate('reporting.chart.label', { title: result.title })} aria-describedby={tableId}>
        {chart.kind === 'bar' ? <BarChart {...props} /> : <LineChart {...props} />}
      </Box>
    </Paper>
  );
}
