import type { ReactNode } from 'react';
import { Button, CircularProgress } from '@mui/material';

/** Submit button with a loading state that disables it (disabled while busy). */
export function SubmitButton({ busy, children, fullWidth = true }: { busy: boolean; children: ReactNode; fullWidth?: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth={fullWidth}
      // In a column form a button that is not full width keeps its own width.
      sx={fullWidth ? undefined : { alignSelf: 'flex-start' }}
      disabled={busy}
      aria-busy={busy}
      // The button says it is busy (aria-busy): the spinner only shows it.
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {children}
    </Button>
  );
}
