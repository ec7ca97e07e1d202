import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { LiveEventsProvider } from '../live';
import { NavBar } from './navbar/NavBar';

/**
 * Default layout: the navigation bar over a content container (spec §2 "Layouts"). The signed-in
 * screens live here, so here is the tab's one stream of live events (issue 13 §1).
 */
export function Layout({ children }: { children?: ReactNode }) {
  return (
    <LiveEventsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
        <NavBar />
        <Container component="main" maxWidth="xl" sx={{ flex: 1, py: 3 }}>
          {children}
        </Container>
      </Box>
    </LiveEventsProvider>
  );
}
