import { useState } from 'react';
import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { reportFrequencies, type ReportFrequency, type ReportName } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';
import { apiRequest } from '../../providers/httpClient';
import { scheduleFilters, type ReportSchedule, type ScheduleRecipient } from './scheduleTypes';

const hours = Array.from({ length: 24 }, (_unused, hour) => hour);

/** The server's words per field (422 errors, one string each after the data provider), else its message under `name`. */
const fieldErrors = (error: unknown): Record<string, string> => {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  return body?.errors ?? { name: (error as Error).message || 'app.form.something_went_wrong' };
};

/**
 * Mail this report on a schedule (new: the filters on screen, without their dates) or edit one:
 * name, daily/weekly/monthly, the hour (UTC), and recipients among those who may receive it.
 */
export function ScheduleDialog({
  report,
  params,
  schedule,
  onSaved,
  onClose,
}: {
  report: ReportName;
  params: ReportParams;
  schedule?: ReportSchedule;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const regionId = schedule?.region_id ?? params.region_id;
  const [name, setName] = useState(schedule?.name ?? '');
  const [frequency, setFrequency] = useState<ReportFrequency>(schedule?.frequency ?? 'weekly');
  const [hour, setHour] = useState(schedule?.hour ?? 6);
  const [recipientIds, setRecipientIds] = useState<number[]>(schedule?.recipient_ids ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const recipients = useQuery({
    queryKey: ['reporting', 'recipients', regionId],
    queryFn: () => apiRequest<ScheduleRecipient[]>('GET', `/api/report_schedules/recipients?region_id=${regionId}`),
  });
  const options = recipients.data ?? [];

  const save = async () => {
    setBusy(true);
    const data = { name: name.trim(), frequency, hour, recipient_ids: recipientIds };
    try {
      if (schedule)
        await dataProvider.update('report_schedules', {
          id: schedule.id,
          data: { ...data, region_id: regionId, params: schedule.params, active: schedule.active, version: schedule.version },
          previousData: schedule,
        });
      else
        await dataProvider.create('report_schedules', {
          data: { ...data, report, region_id: regionId, params: scheduleFilters(params), active: true },
        });
      onSaved(data.name);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
    } finally {
      setBusy(false);
    }
  };
  const error = (field: string) => (errors[field] ? translate(errors[field]) : undefined);

  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-title" fullWidth maxWidth="sm">
      <DialogTitle id="schedule-title">
        {translate(schedule ? 'reporting.schedules.edit_title' : 'reporting.schedules.new_title')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="schedule-form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            label={translate('reporting.schedules.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!errors.name}
            helperText={error('name')}
            required
          />
          <Stack direction="row" spacing={2}>
            <TextField
              select
              fullWidth
              label={translate('reporting.schedules.frequency')}
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as ReportFrequency)}
              error={!!errors.frequency}
              helperText={error('frequency') ?? translate(`reporting.schedules.period.${frequency}`)}
            >
              {reportFrequencies.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`reporting.schedules.frequencies.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={translate('reporting.schedules.hour')}
              value={hour}
              onChange={(event) => setHour(Number(event.target.value))}
              error={!!errors.hour}
              helperText={error('hour')}
            >
              {hours.map((value) => (
                <MenuItem key={value} value={value}>
                  {`${String(value).padStart(2, '0')}:00`}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Autocomplete
            multiple
            options={options}
            loading={recipients.isPending}
            value={options.filter((option) => recipientIds.includes(option.id))}
            getOptionLabel={(option) => `${option.name} <${option.email}>`}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_event, chosen) => setRecipientIds(chosen.map((option) => option.id))}
            renderInput={(input) => (
              <TextField
                {...input}
                label={translate('reporting.schedules.recipients')}
                error={!!errors.recipient_ids}
                helperText={error('recipient_ids')}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form="schedule-form" variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
