import { useState } from 'react';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { CsvImportResult } from '../../../../model/csvImport';
import { extractFormErrors } from '../../form/formErrors';
import { ImportPreview } from './ImportPreview';
import { sendImport, validRowCount } from './importApi';

type Step =
  | { kind: 'choose' }
  | { kind: 'busy'; file: File }
  | { kind: 'preview'; file: File; result: CsvImportResult }
  | { kind: 'done'; result: CsvImportResult };

export interface ImportDialogProps {
  resource: string;
  keyFields: readonly string[];
  open: boolean;
  onClose: (imported: boolean) => void;
}

/**
 * CSV import (docs/ARCHITECTURE.md, CRUD engine): choose a file, see the server's preview with per-row errors, then
 * import the valid rows or cancel; a summary of what was created, updated and skipped.
 * The contract is model/csvImport.ts.
 */
export function ImportDialog({ resource, keyFields, open, onClose }: ImportDialogProps) {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const run = async (file: File, mode: 'preview' | 'commit') => {
    setError(null);
    setStep({ kind: 'busy', file });
    try {
      const result = await sendImport(resource, file, mode);
      setStep(mode === 'preview' ? { kind: 'preview', file, result } : { kind: 'done', result });
    } catch (failure) {
      const errors = extractFormErrors(failure);
      const text = Object.values(errors).flat()[0];
      setError(text.startsWith('app.') ? translate(text) : text);
      setStep({ kind: 'choose' });
    }
  };
  const close = () => {
    const imported = step.kind === 'done';
    setStep({ kind: 'choose' });
    setError(null);
    onClose(imported);
  };

  return (
    <Dialog open={open} onClose={step.kind === 'busy' ? undefined : close} maxWidth="md" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">
        {translate('crud.import.title', { name: translate(`resources.${resource}.name`, { smart_count: 2, _: resource }) })}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {step.kind === 'choose' && (
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('crud.import.help', {
                keys: keyFields.map((f) => translate(`resources.${resource}.fields.${f}`, { _: f })).join(', '),
              })}
            </DialogContentText>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {translate('crud.import.choose_file')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                aria-label={translate('crud.import.choose_file')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void run(file, 'preview');
                }}
              />
            </Button>
          </>
        )}
        {step.kind === 'busy' && <CircularProgress aria-label={translate('crud.import.working')} />}
        {step.kind === 'preview' && <ImportPreview resource={resource} result={step.result} keyFields={keyFields} />}
        {step.kind === 'done' && (
          <Alert severity="success">
            {translate('crud.import.summary', { created: step.result.created, updated: step.result.updated, skipped: step.result.skipped })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {step.kind === 'done' ? (
          <Button onClick={close} variant="contained">
            {translate('ra.action.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={step.kind === 'busy'}>
              {translate('ra.action.cancel')}
            </Button>
            {step.kind === 'preview' && (
              <Button variant="contained" disabled={validRowCount(step.result) === 0} onClick={() => void run(step.file, 'commit')}>
                {translate('crud.import.import_valid', { smart_count: validRowCount(step.result) })}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
