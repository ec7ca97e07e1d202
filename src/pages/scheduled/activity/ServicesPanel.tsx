import { List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serviceStatuses, type ServiceStatus } from '../../../../model/modules/scheduled/enums';
import { setServiceStatus } from './activityApi';
import type { ActivityDetail } from './activityTypes';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';
import { hoursAndMinutes } from '../../../components/date/stationTime';

/** The services of the turnaround, each completed on its own. */
export function ServicesPanel({ record, editable, onChanged }: { record: ActivityDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  const change = (serviceId: number, status: ServiceStatus) => run(() => setServiceStatus(record.id, serviceId, status));
  return (
    <Section title={translate('scheduled.activity.services.title')}>
      {record.services.length === 0 && translate('scheduled.activity.services.empty')}
      <List dense disablePadding>
        {record.services.map((service) => (
          <ListItem key={service.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={`${service.code} · ${service.name}`} secondary={hoursAndMinutes(service.standard_minutes)} />
            <TextField
              select
              size="small"
              label={translate('scheduled.activity.services.status_of', { service: service.name })}
              value={service.status}
              disabled={!editable || busy}
              onChange={(event) => change(service.id, event.target.value as ServiceStatus)}
              sx={{ minWidth: 180 }}
            >
              {serviceStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {translate(`scheduled.choices.service_status.${status}`, { _: status })}
                </MenuItem>
              ))}
            </TextField>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
