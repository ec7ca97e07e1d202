import { Alert } from '@mui/material';

/** The server's (already translated) confirmation after a successful account request. */
export function SuccessMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
