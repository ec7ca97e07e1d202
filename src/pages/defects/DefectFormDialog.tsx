import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { DefectRecord } from '../../../model/modules/defects';
import { DialogFormActions } from '../../components/form/DialogFormActions';
import type { FormErrors } from '../../components/form/formErrors';
import type { DefectJobRef } from './defectsApi';
import { RefusalAlert } from './RefusalAlert';

/** What the dialogs acting on one defect of a job are given. */
export interface DefectActionProps {
  job: DefectJobRef;
  defect: DefectRecord;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The frame of every defect dialog: a labelled dialog around one form, the defect it acts on (if any),
 * the server's refusal texts, the fields, then Close and the submit button.
 */
export function DefectFormDialog({
  id,
  title,
  defect,
  errors,
  busy,
  submitLabel,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  defect?: DefectRecord;
  errors: FormErrors;
  busy: boolean;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {defect && <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>{defect.description}</DialogContentText>}
          <RefusalAlert errors={errors} />
          {children}
        </DialogContent>
        <DialogFormActions onClose={onClose} busy={busy} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
