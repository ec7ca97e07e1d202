import type { ReactNode } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useResourceContext, useTranslate } from 'react-admin';

/**
 * A group of fields under a heading (resources.<resource>.sections.<name>), laid out in two
 * columns on wide screens. `wide` children span both columns.
 */
export function FormSection({ name, children, help }: { name: string; children: ReactNode; help?: boolean }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const key = `resources.${resource}.sections.${name}`;
  return (
    <Box component="section" aria-label={translate(key)} sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(key)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${key}_help`)}
        </Typography>
      )}
      <Divider sx={{ mb: 2, mt: 0.5 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
          alignItems: 'start',
          '& > .wide': { gridColumn: '1 / -1' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
