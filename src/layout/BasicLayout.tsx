import type { ReactNode } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { LanguageMenu } from './navbar/LanguageMenu';
import { useRemoveSplash } from './splash';

/**
 * Centred layout for the signed-out screens. The language menu
 * sits in the corner: without it a visitor could not pick a language before signing in.
 */
export function BasicLayout({ children }: { children: ReactNode }) {
  useRemoveSplash();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', position: 'relative' }}>
      <Box component="header" sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageMenu />
      </Box>
      <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: 7 }}>
        <Card sx={{ width: '100%', maxWidth: 440 }} elevation={2}>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
        </Card>
      </Box>
    </Box>
  );
}
