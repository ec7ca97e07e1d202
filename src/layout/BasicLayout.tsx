import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';

/** Centred layout for the signed-out screens (spec §2 "Layouts: Basic"). */
export function BasicLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
