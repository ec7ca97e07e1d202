import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

/** A titled part of What's up (h2, named for assistive technology), with an optional action at its right. */
export function HomeSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`home-${id}`}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={`home-${id}`} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** Tiles that fill the width: two on a phone, more as the screen widens. */
export const tileGrid = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' } as const;
