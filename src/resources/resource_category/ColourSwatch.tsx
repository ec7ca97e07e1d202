import { Box, Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

/** The calendar colour as a small swatch next to its hex code. */
export function ColourSwatch(props: FieldProps) {
  const value = useFieldValue(props) as string | null | undefined;
  if (!value) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: value, border: 1, borderColor: 'divider', flexShrink: 0 }}
      />
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
        {value.toUpperCase()}
      </Typography>
    </Box>
  );
}
