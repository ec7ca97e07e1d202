import { Skeleton } from '@mui/material';

/** While a De-Icing screen's data loads: a quiet placeholder (the app's loading bar says the rest). */
export function Pending({ height = 160 }: { height?: number }) {
  return <Skeleton variant="rounded" height={height} />;
}
