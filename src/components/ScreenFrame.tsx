import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import PlaceIcon from '@mui/icons-material/Place';
import EventIcon from '@mui/icons-material/Event';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../model/dates';
import { getConfig } from '../config';
import { dayjsLocaleName } from './date/dayjsLocales';
import { useCurrentUser } from '../providers/useCurrentUser';

/** The active region's name (instance_id among the user's regions). */
export function useActiveRegionName(): string | null {
  const user = useCurrentUser();
  return user?.regions.find((region) => region.region_id === user.instance_id)?.region_name ?? null;
}

/**
 * A screen's frame: translated title, active region, the date where relevant, then the
 * content. Screens whose feature comes later pass only an empty state.
 */
export function ScreenFrame({
  title,
  date,
  dateSlot,
  actions,
  children,
}: {
  title: string;
  date?: string | null;
  dateSlot?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const region = useActiveRegionName();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 200 }}>
          {translate(title)}
        </Typography>
        {region && (
          <Typography
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            aria-label={translate('app.frame.region')}
          >
            <PlaceIcon fontSize="small" /> {region}
          </Typography>
        )}
        {date && !dateSlot && (
          <Typography
            color="text.secondary"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            aria-label={translate('app.frame.date')}
          >
            <EventIcon fontSize="small" /> {formatDisplayDate(date, getConfig().dateFormat, dayjsLocaleName(locale))}
          </Typography>
        )}
        {dateSlot}
        {actions}
      </Box>
      {children}
    </Stack>
  );
}

/** Empty state: nothing to show yet, said plainly (no fake data). */
export function EmptyState({ text }: { text?: string }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{translate(text ?? 'app.frame.empty')}</Typography>
    </Paper>
  );
}
