import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled part of a De-Icing form or page (de_icing.sections.<name>). */
export function FormPart({ name, children }: { name: string; children: ReactNode }) {
  const translate = useTranslate();
  const title = translate(`de_icing.sections.${name}`);
  return (
    <Box component="section" aria-label={title} sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
