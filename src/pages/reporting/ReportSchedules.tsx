import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Stack, Switch, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { ReportName } from '../../../model/modules/reporting/catalogue';
import type { ReportParams } from '../../../model/modules/reporting/params';
import { Section } from '../../components/Section';
import { formatStationDateTime } from '../../components/date/stationTime';
import { ScheduleDialog } from './ScheduleDialog';
import type { ReportSchedule } from './scheduleTypes';
import { useValueFormat } from './useValueFormat';

/** A schedule written back whole with one change (PUT replaces the record; the version guards it). */
const scheduleBody = ({ name, region_id, params, frequency, hour, recipient_ids, version }: ReportSchedule, active: boolean) => ({
  name,
  region_id,
  params,
  frequency,
  hour,
  recipient_ids,
  active,
  version,
});

/**
 * This report's scheduled e-mails (the caller's own; an administrator's, every one of their regions):
 * what each sends and when, its last sending or error, pause/resume, edit and delete; and a new one
 * from the filters on screen.
 */
export function ReportSchedules({ report, params }: { report: ReportName; params: ReportParams | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const format = useValueFormat();
  const [editing, setEditing] = useState<{ schedule?: ReportSchedule } | null>(null);
  const { data: schedules = [] } = useGetList<ReportSchedule>('report_schedules', {
    filter: { report },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['report_schedules'] });
  // Schedules are set at an hour UTC (reporting.schedules.summary): their runs read in UTC too, labelled.
  const instant = (value: string) => formatStationDateTime(value, 'UTC', format.locale);

  const act = async (write: () => Promise<unknown>, message: string, name: string) => {
    try {
      await write();
      await refresh();
      notify(message, { type: 'info', messageArgs: { name } });
    } catch (error) {
      notify((error as Error).message || 'app.form.something_went_wrong', { type: 'error' });
    }
  };
  const setActive = (schedule: ReportSchedule, active: boolean) =>
    act(
      () => dataProvider.update('report_schedules', { id: schedule.id, data: scheduleBody(schedule, active), previousData: schedule }),
      active ? 'reporting.schedules.resumed' : 'reporting.schedules.paused',
      schedule.name,
    );
  const remove = (schedule: ReportSchedule) =>
    act(
      () => dataProvider.delete('report_schedules', { id: schedule.id, previousData: schedule }),
      'reporting.schedules.deleted',
      schedule.name,
    );

  return (
    <Section title={translate('reporting.schedules.title')}>
      <Stack spacing={1}>
        {schedules.length === 0 && <Typography color="text.secondary">{translate('reporting.schedules.none')}</Typography>}
        <List dense aria-label={translate('reporting.schedules.title')}>
          {schedules.map((schedule) => (
            <ListItem
              key={schedule.id}
              secondaryAction={
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Tooltip
                    title={translate(schedule.active ? 'reporting.schedules.pause' : 'reporting.schedules.resume', { name: schedule.name })}
                  >
                    <Switch
                      checked={schedule.active}
                      onChange={(_event, active) => void setActive(schedule, active)}
                      slotProps={{ input: { 'aria-label': translate('reporting.schedules.active', { name: schedule.name }) } }}
                    />
                  </Tooltip>
                  <IconButton
                    aria-label={translate('reporting.schedules.edit', { name: schedule.name })}
                    onClick={() => setEditing({ schedule })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('reporting.schedules.delete', { name: schedule.name })}
                    onClick={() => void remove(schedule)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 18 }}
            >
              <ListItemText
                primary={schedule.name}
                secondary={[
                  translate('reporting.schedules.summary', {
                    frequency: translate(`reporting.schedules.frequencies.${schedule.frequency}`),
                    hour: String(schedule.hour).padStart(2, '0'),
                    smart_count: schedule.recipient_ids.length,
                  }),
                  schedule.active
                    ? translate('reporting.schedules.next_run', { date: instant(schedule.next_run_at) })
                    : translate('reporting.schedules.is_paused'),
                  schedule.last_sent_at
                    ? translate('reporting.schedules.last_sent', { date: instant(schedule.last_sent_at) })
                    : translate('reporting.schedules.never_sent'),
                  schedule.last_error ? translate('reporting.schedules.last_error', { error: schedule.last_error }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ secondary: { color: schedule.last_error ? 'error' : 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
        <Button
          size="small"
          startIcon={<ScheduleSendIcon />}
          disabled={!params}
          onClick={() => setEditing({})}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('reporting.schedules.new')}
        </Button>
      </Stack>
      {editing && params && (
        <ScheduleDialog
          report={report}
          params={params}
          schedule={editing.schedule}
          onSaved={(name) => {
            void refresh();
            notify('reporting.schedules.saved', { type: 'success', messageArgs: { name } });
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}
