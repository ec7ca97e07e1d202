import { lazy, Suspense } from 'react';
import { Alert, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ManHourPlan, ManHourSignal } from '../../../model/modules/manpower/rosterRecords';
import { hours } from './DemandFooter';
import type { DemandDay } from './rosterTypes';

const DemandChart = lazy(() => import('./DemandChart'));

/**
 * The Part-145 man-hour plan as a chart, beside the grid's footer rows that carry the figures; the
 * month's plan (supply net of training, leave and absence against demand) with its deficit, and the
 * months raised to the quality and accountable managers (AMC1 145.A.30(d), docs/modules/manpower.md).
 */
export function DemandPanel({
  demand,
  formatDay,
  plan,
  signals,
}: {
  demand: DemandDay[];
  formatDay: (date: string) => string;
  plan: ManHourPlan;
  signals: ManHourSignal[];
}) {
  const translate = useTranslate();
  const short = plan.deficit_percent > plan.signal_percent;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="roster-demand-title">
      <Typography variant="subtitle1" component="h2" id="roster-demand-title">
        {translate('manpower.roster.demand.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('manpower.roster.demand.help')}
      </Typography>
      <Alert
        severity={short ? 'error' : plan.deficit_percent > 0 ? 'warning' : 'success'}
        sx={{ mt: 1 }}
        aria-label={translate('manpower.roster.plan.title')}
      >
        {translate('manpower.roster.plan.summary', {
          month: formatDay(plan.month),
          supply: hours(plan.supply_minutes),
          demand: hours(plan.demand_minutes),
        })}{' '}
        {translate('manpower.roster.plan.deficit', { deficit: plan.deficit_percent, limit: plan.signal_percent })}
      </Alert>
      {signals.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {translate('manpower.roster.plan.signals')}
          </Typography>
          <List dense disablePadding>
            {signals.map((signal) => (
              <ListItem key={signal.id} disableGutters>
                <ListItemText
                  primary={translate('manpower.roster.plan.signal', {
                    month: formatDay(signal.month),
                    deficit: signal.deficit_percent,
                    supply: hours(signal.supply_minutes),
                    demand: hours(signal.demand_minutes),
                  })}
                  secondary={formatDay(signal.raised_at.slice(0, 10))}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {demand.length > 0 && (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
          <DemandChart demand={demand} formatDay={formatDay} />
        </Suspense>
      )}
    </Paper>
  );
}
