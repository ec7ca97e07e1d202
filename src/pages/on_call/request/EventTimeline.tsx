import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useStationTime } from '../../../components/date/useStationTime';
import type { RequestEvent } from '../onCallTypes';

/** The steps as they happened: when (at the airport of the work), who recorded them, any note. */
export function EventTimeline({ events, timeZone }: { events: RequestEvent[]; timeZone: string }) {
  const translate = useTranslate();
  const time = useStationTime();
  return (
    <Section title={translate('on_call.request.timeline')}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{translate('on_call.request.no_events')}</Typography>
      ) : (
        <List dense disablePadding component="ol" aria-label={translate('on_call.request.timeline')}>
          {events.map((event, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={`${time(event.at, timeZone)} — ${translate(`on_call.choices.status.${event.to_status}`, { _: event.to_status })}`}
                secondary={[event.recorded_by_name, event.note].filter(Boolean).join(' · ') || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
