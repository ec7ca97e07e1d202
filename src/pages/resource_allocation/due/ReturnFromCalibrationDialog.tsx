import { useState, type FormEvent } from 'react';
import { Alert, Dialog, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useNotify, useTranslate } from 'react-admin';
import { isoDateFormat } from '../../../../model/dates';
import { calibrationResults, type CalibrationResult } from '../../../../model/modules/resource_allocation/enums';
import { DateInput } from '../../../components/date/DateInput';
import { DialogFormActions } from '../../../components/form/DialogFormActions';
import { bookingRefusal } from '../booking/bookingRefusal';
import { returnFromCalibration, type BookableResource } from '../resourcesApi';

/**
 * "Back from calibration" (the second click): the calibration date, the certificate
 * and the laboratory's result. Out of tolerance quarantines the tool and puts its jobs since the
 * last good calibration under review: the tool's usage is where to look next.
 */
export function ReturnFromCalibrationDialog({
  tool,
  onDone,
  onClose,
}: {
  /** The tool, from the resources or a due list. */
  tool: Pick<BookableResource, 'id' | 'label'>;
  onDone: (result: CalibrationResult) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [calibratedOn, setCalibratedOn] = useState<string | null>(dayjs().format(isoDateFormat));
  const [certificate, setCertificate] = useState('');
  const [result, setResult] = useState<CalibrationResult>('in_tolerance');
  const [remarks, setRemarks] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!calibratedOn) missing.calibrated_on = [translate('ra.validation.required')];
    if (!certificate.trim()) missing.certificate = [translate('ra.validation.required')];
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await returnFromCalibration(tool.id, {
        calibrated_on: calibratedOn!,
        certificate: certificate.trim(),
        result,
        ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
      });
      notify(
        result === 'out_of_tolerance'
          ? 'resource_allocation.calibration.returned_out_of_tolerance'
          : 'resource_allocation.calibration.returned',
        {
          type: result === 'out_of_tolerance' ? 'warning' : 'success',
          messageArgs: { tool: tool.label },
        },
      );
      onDone(result);
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string[]> } })?.body;
      setErrors(body?.errors ?? {});
      setFailure(bookingRefusal(error, translate).reasons.join('; '));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="return-calibration-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="return-calibration-title">
          {translate('resource_allocation.calibration.return_title', { tool: tool.label })}
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DateInput
              label={translate('resource_allocation.calibration.calibrated_on')}
              name="calibrated_on"
              value={calibratedOn}
              onChange={setCalibratedOn}
              size="medium"
            />
            {errors.calibrated_on && <Alert severity="error">{errors.calibrated_on[0]}</Alert>}
            <TextField
              id="certificate"
              required
              label={translate('resource_allocation.calibration.certificate')}
              value={certificate}
              onChange={(event) => setCertificate(event.target.value)}
              error={!!errors.certificate}
              helperText={errors.certificate?.[0]}
              fullWidth
            />
            <TextField
              select
              id="result"
              label={translate('resource_allocation.calibration.result')}
              value={result}
              onChange={(event) => setResult(event.target.value as CalibrationResult)}
              fullWidth
            >
              {calibrationResults.map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`resource_allocation.choices.calibration_result.${value}`, { _: value })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              id="remarks"
              label={translate('resource_allocation.calibration.remarks')}
              value={remarks}
              onChange={(event) => setRemarks(event.target.value)}
              multiline
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={busy} submitLabel="resource_allocation.calibration.return" />
      </form>
    </Dialog>
  );
}
