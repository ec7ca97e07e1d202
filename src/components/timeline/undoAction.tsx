import { Button } from '@mui/material';
import { useCloseNotification, useTranslate, type NotificationOptions } from 'react-admin';

/** Long enough to read "moved" and reach Undo with the keyboard; the move is saved either way. */
const undoSeconds = 10;

function UndoButton({ onUndo }: { onUndo: () => void }) {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        onUndo();
      }}
    >
      {translate('ra.action.undo')}
    </Button>
  );
}

/**
 * The notification options of a move that is already saved and may be taken back: an Undo
 * button that runs `onUndo` (a second move, through the same API, with the record's new version, so
 * a change by someone else meanwhile is refused and shown, never overwritten). react-admin's own
 * `undoable` delays a mutation not yet sent, which is not this. No `onUndo`: nothing to add.
 */
export function undoAction(onUndo: (() => void) | null): NotificationOptions {
  return onUndo ? { action: <UndoButton onUndo={onUndo} />, autoHideDuration: undoSeconds * 1000 } : {};
}
