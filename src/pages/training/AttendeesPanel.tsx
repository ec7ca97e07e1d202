import { Alert, Paper, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { AttendeeRow } from './AttendeeRow';
import { EnrolPicker } from './EnrolPicker';
import { fetchAttendees, type Attendee } from './trainingApi';
import { useTrainingPermissions } from './useTrainingPermissions';

/** The session's attendees: enrol under the rules, results inline, certificates, removal. */
export function AttendeesPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { write } = useTrainingPermissions();
  const client = useQueryClient();
  const key = ['training_attendees', record?.id];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: () => fetchAttendees(Number(record!.id)),
    enabled: Boolean(record),
  });
  if (!record) return null;
  const sessionId = Number(record.id);
  const changed = (attendees: Attendee[]) => {
    client.setQueryData(key, attendees);
    // The seat count and the matrix read the attendees too.
    void client.invalidateQueries({ queryKey: ['training_matrix'] });
    void client.invalidateQueries({ queryKey: ['training_candidates', sessionId] });
  };
  // A pass is dated by default on the session's last day (its station's day is the server's to judge).
  const defaultCompletion = String(record.ends_at).slice(0, 10);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {translate('training.attendees.title', { taken: data?.length ?? 0, capacity: record.capacity })}
        </Typography>
        {write && <EnrolPicker sessionId={sessionId} onEnrolled={changed} />}
        {error ? (
          <Alert severity="error">{translate('training.errors.failed')}</Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('training.attendees.empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('training.attendees.label')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('training.fields.technician')}</TableCell>
                  <TableCell>{translate('training.fields.result')}</TableCell>
                  <TableCell>{translate('training.fields.completed_on')}</TableCell>
                  <TableCell>{translate('training.fields.certificate_no')}</TableCell>
                  <TableCell>{translate('training.fields.expires_on')}</TableCell>
                  <TableCell>{translate('training.fields.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((attendee) => (
                  <AttendeeRow
                    key={`${attendee.id}-${attendee.version}`}
                    sessionId={sessionId}
                    attendee={attendee}
                    defaultCompletion={defaultCompletion}
                    write={write}
                    onChange={changed}
                  />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Stack>
    </Paper>
  );
}
