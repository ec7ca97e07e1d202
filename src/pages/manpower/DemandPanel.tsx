import { lazy, Suspense } from 'react';
import { LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DemandDay } from './rosterTypes';

const DemandChart = lazy(() => import('./DemandChart'));

/** The Part-145 man-hour plan as a chart, beside the grid's footer rows that carry the figures. */
export function DemandPanel({ demand, formatDay }: { demand: DemandDay[]; formatDay: (date: string) => string }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="roster-demand-title">
      <Typography variant="subtitle1" component="h2" id="roster-demand-title">
        {translate('manpower.roster.demand.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('manpower.roster.demand.help')}
      </Typography>
      {demand.length > 0 && (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <DemandChart demand={demand} formatDay={formatDay} />
        </Suspense>
      )}
    </Paper>
  );
}
