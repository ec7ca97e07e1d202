import { useRef, useState } from 'react';
import { Button, IconButton, MenuItem, Stack, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify, useTranslate } from 'react-admin';
import { attendeeResults } from '../../../model/modules/training/enums';
import { DateInput } from '../../components/date/DateInput';
import { isAcceptableCertificate } from '../../../model/modules/training/sessionSchemas';
import { downloadWithToken } from '../../providers/downloadWithToken';
import { refusalTexts } from './refusalTexts';
import { certificateUrl, recordResult, removeAttendee, uploadCertificate, type Attendee } from './trainingApi';

/** One attendee: the result recorded inline (a pass dated, by default the session's last day), the certificate, removal. */
export function AttendeeRow({
  sessionId,
  attendee,
  defaultCompletion,
  write,
  onChange,
}: {
  sessionId: number;
  attendee: Attendee;
  defaultCompletion: string;
  write: boolean;
  onChange: (attendees: Attendee[]) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const file = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState({
    result: attendee.result,
    completed_on: attendee.completed_on ?? defaultCompletion,
    certificate_no: attendee.certificate_no ?? '',
  });
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<Attendee[]>) => {
    setBusy(true);
    try {
      onChange(await work());
    } catch (error) {
      notify(refusalTexts(error, translate).join(' '), { type: 'error', multiLine: true });
    } finally {
      setBusy(false);
    }
  };
  const changed =
    draft.result !== attendee.result ||
    (draft.result === 'pass' && draft.completed_on !== attendee.completed_on) ||
    draft.certificate_no !== (attendee.certificate_no ?? '');
  const name = attendee.technician_name;
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {name}
      </TableCell>
      <TableCell>
        <TextField
          select
          size="small"
          disabled={!write}
          value={draft.result ?? ''}
          onChange={(e) => setDraft({ ...draft, result: (e.target.value || null) as Attendee['result'] })}
          slotProps={{ htmlInput: { 'aria-label': `${translate('training.fields.result')}: ${name}` } }}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="">{translate('training.choices.result.none')}</MenuItem>
          {attendeeResults.map((result) => (
            <MenuItem key={result} value={result}>
              {translate(`training.choices.result.${result}`)}
            </MenuItem>
          ))}
        </TextField>
      </TableCell>
      <TableCell>
        {draft.result === 'pass' && (
          <DateInput
            label={`${translate('training.fields.completed_on')}: ${name}`}
            disabled={!write}
            value={draft.completed_on}
            onChange={(date) => setDraft({ ...draft, completed_on: date ?? '' })}
          />
        )}
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          disabled={!write}
          value={draft.certificate_no}
          onChange={(e) => setDraft({ ...draft, certificate_no: e.target.value })}
          slotProps={{ htmlInput: { 'aria-label': `${translate('training.fields.certificate_no')}: ${name}` } }}
        />
      </TableCell>
      <TableCell>{attendee.expires_on ?? ''}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {write && (
            <Button
              size="small"
              variant="contained"
              aria-label={`${translate('training.attendees.save')}: ${name}`}
              disabled={!changed || busy}
              onClick={() => run(() => recordResult(sessionId, { ...attendee, ...draft, certificate_no: draft.certificate_no || null }))}
            >
              {translate('training.attendees.save')}
            </Button>
          )}
          {attendee.has_certificate && (
            <Tooltip title={translate('training.attendees.download')}>
              <IconButton
                size="small"
                aria-label={`${translate('training.attendees.download')}: ${name}`}
                onClick={() =>
                  downloadWithToken(certificateUrl(sessionId, attendee.id), attendee.certificate_name ?? 'certificate', '*/*').catch(() =>
                    notify('training.errors.failed', { type: 'error' }),
                  )
                }
              >
                <DownloadIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {write && (
            <>
              <input
                ref={file}
                type="file"
                hidden
                accept="application/pdf,image/png,image/jpeg"
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  e.target.value = '';
                  if (!chosen) return;
                  if (!isAcceptableCertificate(chosen)) notify('training.attendees.certificate_invalid', { type: 'error' });
                  else void run(() => uploadCertificate(sessionId, attendee.id, chosen));
                }}
              />
              <Tooltip title={translate('training.attendees.upload')}>
                <IconButton
                  size="small"
                  aria-label={`${translate('training.attendees.upload')}: ${name}`}
                  disabled={busy}
                  onClick={() => file.current?.click()}
                >
                  <UploadFileIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={translate('training.attendees.remove')}>
                <IconButton
                  size="small"
                  aria-label={`${translate('training.attendees.remove')}: ${name}`}
                  disabled={busy}
                  onClick={() => run(() => removeAttendee(sessionId, attendee.id))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
