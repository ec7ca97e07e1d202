import { Box, Button, Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ScheduleIcon from '@mui/icons-material/Schedule';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resourceListLink } from '../../../model/modules/home/figures';
import type { AlertItem, HomeDayAlert } from '../../../model/modules/home/homeDay';
import { HomeSection } from './HomeSection';
import { useDisplayDate } from './useDisplayDate';

/** Overdue and due soon as a word and an icon, the colour only repeating them. */
function LevelLabel({ level }: { level: AlertItem['level'] }) {
  const translate = useTranslate();
  const overdue = level === 'overdue';
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: overdue ? 'error.main' : 'warning.dark', fontWeight: 500 }}
    >
      {overdue ? <WarningAmberIcon fontSize="inherit" aria-hidden /> : <ScheduleIcon fontSize="inherit" aria-hidden />}
      {translate(`home.alerts.level.${level}`)}
    </Box>
  );
}

function AlertCard({ alert, canOpen }: { alert: HomeDayAlert; canOpen: boolean }) {
  const translate = useTranslate();
  const day = useDisplayDate();
  const titleId = `home-alert-${alert.kind}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`home.alerts.${alert.kind}.title`, { smart_count: alert.count })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {alert.kind === 'deferrals' || alert.kind === 'overtime'
            ? translate(`home.alerts.${alert.kind}.within`)
            : translate('home.alerts.within', { smart_count: alert.lead_days, date: day(alert.cutoff) })}
        </Typography>
        {alert.count === 0 ? (
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
            <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden /> {translate(`home.alerts.${alert.kind}.none`)}
          </Typography>
        ) : (
          <List dense disablePadding>
            {alert.items.map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText
                  primary={[item.label, item.detail].filter(Boolean).join(' · ')}
                  secondary={
                    item.overtime ? (
                      translate(`home.alerts.overtime.${item.overtime.period}`, {
                        from: day(item.overtime.from),
                        to: day(item.due_date),
                        over: Math.round((item.overtime.worked_minutes - item.overtime.contract_minutes) / 6) / 10,
                      })
                    ) : (
                      <>
                        <LevelLabel level={item.level} /> {' · '} {day(item.due_date)}
                      </>
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {canOpen && alert.list && alert.count > 0 && (
        <Box sx={{ px: 1, pb: 1 }}>
          <Button component={Link} to={resourceListLink(alert.list.resource, alert.list.filter)}>
            {translate('home.alerts.show_all', { smart_count: alert.count })}
          </Button>
        </Box>
      )}
    </Card>
  );
}

/**
 * Calibration due or overdue, licences and training expiring within the lead times of the settings
 * page; each opens the settings list filtered to exactly its records, for those who read Settings.
 */
export function AlertsPanel({ alerts, canOpen }: { alerts: HomeDayAlert[]; canOpen: (resource: string) => boolean }) {
  const translate = useTranslate();
  return (
    <HomeSection id="alerts" title={translate('home.sections.alerts')}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {alerts.map((alert) => (
          <AlertCard key={alert.kind} alert={alert} canOpen={alert.list !== null && canOpen(alert.list.resource)} />
        ))}
      </Box>
    </HomeSection>
  );
}
