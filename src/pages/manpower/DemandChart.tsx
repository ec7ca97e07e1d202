import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { DemandDay } from './rosterTypes';

/** Needed vs rostered hours per day (its own chunk: the charts library loads with the chart only). */
export default function DemandChart({ demand, formatDay }: { demand: DemandDay[]; formatDay: (date: string) => string }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={220}
      xAxis={[{ scaleType: 'band', data: demand.map((day) => formatDay(day.local_date)) }]}
      yAxis={[{ label: translate('manpower.roster.demand.hours_axis') }]}
      series={[
        { data: demand.map((day) => day.needed_minutes / 60), label: translate('manpower.roster.demand.needed'), color: '#c62828' },
        { data: demand.map((day) => day.rostered_minutes / 60), label: translate('manpower.roster.demand.rostered'), color: '#1565c0' },
      ]}
    />
  );
}
