import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { LiveEventsProvider } from '../live';
// Not the offline barrel: it would bring the outbox itself (IndexedDB) into this chunk.
import { DeferredOfflineBanner, DeferredOutboxReplay } from '../components/offline/DeferredOffline';
import { useKioskLayout } from './kioskLayout';
import { NavBar } from './navbar/NavBar';
import { useRemoveSplash } from './splash';

/**
 * Default layout: the navigation bar over a content container. The signed-in
 * screens live here, so here is the tab's one stream of live events (docs/ARCHITECTURE.md, live events). A screen in
 * kiosk mode (the status board on a wall, kioskLayout.ts) has no nav bar and the whole width. Actions kept on the
 * device with no network are sent from here whatever the screen (components/offline), and the banner says so;
 * both run only when the outbox holds actions or there is no network (DeferredOffline.tsx).
 */
export function Layout({ children }: { children?: ReactNode }) {
  useRemoveSplash();
  const kiosk = useKioskLayout();
  return (
    <LiveEventsProvider>
      <DeferredOutboxReplay />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
        {!kiosk && <NavBar />}
        <Container
          component="main"
          maxWidth={kiosk ? false : 'xl'}
          sx={{ flex: 1, py: kiosk ? 1.5 : 3, px: kiosk ? { sm: 1.5 } : undefined }}
        >
          {!kiosk && <DeferredOfflineBanner />}
          {children}
        </Container>
      </Box>
    </LiveEventsProvider>
  );
}
