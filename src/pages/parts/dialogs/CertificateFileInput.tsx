import { Box, Button, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';

/** The release certificate's scan or PDF (the server checks the bytes: PDF, PNG or JPEG). */
export const certificateFileTypes = 'application/pdf,image/png,image/jpeg';

export function CertificateFileInput({
  file,
  onChange,
  error,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 1 }}>
      <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} color={error ? 'error' : 'primary'}>
        {translate('parts.receive.certificate_file')}
        <input
          hidden
          type="file"
          accept={certificateFileTypes}
          aria-label={translate('parts.receive.certificate_file')}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      {file && <Typography variant="body2">{file.name}</Typography>}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
