import { Button, Stack, Typography } from '@mui/material';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslate } from 'react-admin';
import { sendOrQueue } from '../../../components/offline';
import type { ActivityDetail } from '../activity/activityTypes';
import { useActivityAction } from '../../../components/useActivityAction';
import { serviceChange } from './offline/workChange';

/** Each service as one large toggle: done, or back to pending when tapped by mistake; kept on the phone when offline. */
export function WorkServices({ record, editable, onChanged }: { record: ActivityDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('scheduled.activity.services.title')}>
      {record.services.map((service) => {
        const done = service.status === 'done' || service.status === 'not_required';
        return (
          <li key={service.id}>
            <Button
              fullWidth
              size="large"
              variant={done ? 'outlined' : 'contained'}
              color={done ? 'success' : 'primary'}
              aria-pressed={done}
              disabled={!editable || busy || service.status === 'not_required'}
              startIcon={done ? <CheckBoxIcon /> : <CheckBoxOutlineBlankIcon />}
              onClick={() => run(() => sendOrQueue(serviceChange(record, service, done ? 'pending' : 'done')))}
              sx={{ minHeight: 56, justifyContent: 'flex-start', textAlign: 'left' }}
            >
              <Typography component="span" sx={{ flex: 1 }}>
                {service.name}
              </Typography>
              <Typography component="span" variant="body2">
                {translate(`scheduled.choices.service_status.${service.status}`, { _: service.status })}
              </Typography>
            </Button>
          </li>
        );
      })}
    </Stack>
  );
}
