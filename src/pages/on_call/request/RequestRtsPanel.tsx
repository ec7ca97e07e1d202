import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DrawIcon from '@mui/icons-material/Draw';
import { useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useStationTime } from '../../../components/date/useStationTime';
import { rtsPdfUrl, signRequestRts } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';
import { SignRtsDialog } from '../../scheduled';
import { DownloadButton } from '../../../components/DownloadButton';
import { useCatalogue } from './useCatalogue';

/**
 * Return to service once the job is completed, signed by a technician whose licence covers the
 * aircraft type with their password again, in Scheduled's signing dialog (the server checks, as
 * for Scheduled); then who signed and the certificate PDF.
 */
export function RequestRtsPanel({ record, canSign, onChanged }: { record: RequestDetail; canSign: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const time = useStationTime();
  const ready = ['completed', 'closed'].includes(record.status);
  const { data } = useCatalogue(record.id, '', canSign && ready && !record.rts);
  const [rtsId, setRtsId] = useState('');
  const [signing, setSigning] = useState(false);
  const statement = data?.rts.find((candidate) => String(candidate.id) === rtsId);
  return (
    <Section title={translate('on_call.rts.title')}>
      {record.rts ? (
        <Stack spacing={1}>
          <Alert severity="success">
            {translate('on_call.rts.signed', {
              name: record.rts.technician_name,
              at: time(record.rts.signed_at, record.time_zone),
              licence: record.rts.licence,
            })}
          </Alert>
          <div>
            <DownloadButton
              url={rtsPdfUrl(record.id)}
              fileName={`${record.request_no}.pdf`}
              accept="application/pdf"
              label="on_call.rts.download"
            />
          </div>
        </Stack>
      ) : !ready ? (
        <Typography color="text.secondary">{translate('on_call.rts.not_ready')}</Typography>
      ) : canSign ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            select
            size="small"
            label={translate('on_call.rts.statement')}
            value={rtsId}
            onChange={(event) => setRtsId(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {(data?.rts ?? []).map((statement) => (
              <MenuItem key={statement.id} value={String(statement.id)}>
                {statement.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            color="success"
            startIcon={<DrawIcon />}
            disabled={!statement}
            onClick={() => setSigning(true)}
            sx={{ minHeight: 48 }}
          >
            {translate('on_call.rts.sign')}
          </Button>
          {signing && statement && (
            <SignRtsDialog
              sign={(password) => signRequestRts(record.id, { rts_id: statement.id, password })}
              statement={statement.text ?? statement.name}
              onClose={() => setSigning(false)}
              onSigned={() => {
                setSigning(false);
                onChanged();
              }}
            />
          )}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('on_call.rts.unsigned')}</Typography>
      )}
    </Section>
  );
}
