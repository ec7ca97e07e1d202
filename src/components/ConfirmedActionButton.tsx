import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';

interface ConfirmedActionButtonProps {
  /** The button's and the dialog's texts (translation keys), with the values they name. */
  label: string;
  title: string;
  content: string;
  translateOptions?: Record<string, unknown>;
  icon: ReactElement;
  /** The action, once confirmed; answers the success notice (a translation key or a text from the server). */
  run: () => Promise<{ notice: string; noticeArgs?: Record<string, unknown> }>;
  color?: 'error' | 'primary';
  confirmColor?: 'warning' | 'primary';
  disabled?: boolean;
}

/**
 * A button whose action asks first (a reset e-mail, a key revoked): the dialog, the busy state while
 * it runs, and its success or error notice.
 */
export function ConfirmedActionButton({
  label,
  title,
  content,
  translateOptions,
  icon,
  run,
  color,
  confirmColor,
  disabled,
}: ConfirmedActionButtonProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { notice, noticeArgs } = await run();
      notify(notice, { type: 'success', messageArgs: noticeArgs });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label={label} color={color} onClick={() => setOpen(true)} disabled={disabled || busy}>
        {icon}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        translateOptions={translateOptions}
        confirmColor={confirmColor}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
