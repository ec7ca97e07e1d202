import { useSyncExternalStore } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { getPendingConflict, subscribeConflict, type ConflictChoice, type PendingConflict } from './conflictStore';
import { conflictingFields, displayValue } from './conflictDiff';

export interface ConflictDialogProps {
  conflict: PendingConflict;
  onChoose: (choice: ConflictChoice) => void;
}

/** "Someone else saved this record": reload theirs (mine is discarded) or overwrite with mine. */
export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const translate = useTranslate();
  const fields = conflictingFields(conflict.mine, conflict.current);
  const label = (field: string) => translate(`resources.${conflict.resource}.fields.${field}`, { _: field });
  return (
    <Dialog open aria-labelledby="conflict-title" maxWidth="sm" fullWidth>
      <DialogTitle id="conflict-title">{translate('crud.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('crud.conflict.text')}</DialogContentText>
        {fields.length > 0 && (
          <Table size="small" sx={{ mt: 2 }} aria-label={translate('crud.conflict.differences')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('crud.conflict.field')}</TableCell>
                <TableCell>{translate('crud.conflict.mine')}</TableCell>
                <TableCell>{translate('crud.conflict.theirs')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field}>
                  <TableCell>{label(field)}</TableCell>
                  <TableCell>{displayValue(conflict.mine[field])}</TableCell>
                  <TableCell>{displayValue(conflict.current[field])}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onChoose('reload')}>{translate('crud.conflict.reload')}</Button>
        <Button onClick={() => onChoose('overwrite')} color="warning" variant="contained">
          {translate('crud.conflict.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Mounted once beside the notifications: answers the data provider's stale-version question
 * for every edit form. "Reload" refetches, so the form resets to their record.
 */
export function ConflictDialogHost() {
  const conflict = useSyncExternalStore(subscribeConflict, getPendingConflict, getPendingConflict);
  const refresh = useRefresh();
  if (!conflict) return null;
  const choose = (choice: ConflictChoice) => {
    conflict.resolve(choice);
    if (choice === 'reload') refresh();
  };
  return <ConflictDialog conflict={conflict} onChoose={choose} />;
}
