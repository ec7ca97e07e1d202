import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { tileGrid } from './HomeSection';

/** The page's shape while the day loads, so nothing jumps when the figures arrive. */
export function HomeSkeleton() {
  const translate = useTranslate();
  return (
    <Stack spacing={2} role="status" aria-label={translate('home.loading')}>
      <Skeleton variant="text" width={160} height={32} />
      <Box sx={tileGrid}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Box>
      <Skeleton variant="text" width={120} height={32} />
      <Box sx={{ ...tileGrid, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={140} />
        ))}
      </Box>
    </Stack>
  );
}
