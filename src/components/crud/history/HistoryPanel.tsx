import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useLocaleState, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { httpClient } from '../../../providers/httpClient';
import { deviceTimeZone, formatStationDateTime } from '../../date/stationTime';
import { movementsListLink } from '../../../../model/modules/movements';
import { historyChanges, historyFlightMessage, historyValue, type HistoryEntry } from './historyChanges';

function useHistory(resource: string | undefined, id: unknown, version: unknown) {
  const [state, setState] = useState<{ entries: HistoryEntry[] | null; failed: boolean }>({ entries: null, failed: false });
  useEffect(() => {
    if (!resource || id === undefined || id === null) return;
    let current = true;
    setState((previous) => ({ entries: previous.entries, failed: false }));
    httpClient<HistoryEntry[]>(`/api/${resource}/${encodeURIComponent(String(id))}/history`, { silent: true }).then(
      ({ json }) => current && setState({ entries: json ?? [], failed: false }),
      () => current && setState({ entries: null, failed: true }),
    );
    return () => void (current = false);
    // A new version means a new audit row: read again after every save.
  }, [resource, id, version]);
  return state;
}

/** A change a flight movement made (an activity re-timed by its message) links to that message's movements. */
function FlightMessageLink({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const messageId = historyFlightMessage(entry);
  if (messageId === null) return null;
  return (
    <Link component={RouterLink} to={movementsListLink({ message_id: messageId })} sx={{ display: 'block' }}>
      {translate('crud.history.flight_movement')}
    </Link>
  );
}

/** The record's audit trail (every create, update and delete writes an audit row, docs/ARCHITECTURE.md): who, when, what changed. */
export function HistoryPanel() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { entries, failed } = useHistory(resource, record?.id, record?.version);
  // An audit entry belongs to no one station: the reader's clock, labelled.
  const when = (iso: string) => formatStationDateTime(iso, deviceTimeZone(), locale);
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  return (
    <Card
      component="aside"
      aria-label={translate('crud.history.title')}
      sx={{ width: { xs: '100%', lg: 320 }, ml: { lg: 2 }, mt: { xs: 2, lg: 0 }, flexShrink: 0 }}
    >
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('crud.history.title')}
        </Typography>
        {failed && <Alert severity="warning">{translate('crud.history.failed')}</Alert>}
        {!failed && !entries && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
        {entries?.length === 0 && <Typography color="text.secondary">{translate('crud.history.empty')}</Typography>}
        <List dense disablePadding>
          {entries?.map((entry) => (
            <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={translate(`crud.history.${entry.action}`, {
                  _: entry.action,
                  user: entry.api_key_id
                    ? translate('crud.history.api_key', { name: entry.user_name })
                    : (entry.user_name ?? translate('crud.history.system')),
                })}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {when(entry.created_at)}
                    </Box>
                    {entry.action === 'update' &&
                      historyChanges(entry).map((change) => (
                        <Box component="span" key={change.field} sx={{ display: 'block' }}>
                          {label(change.field)}: {historyValue(change.from)} → {historyValue(change.to)}
                        </Box>
                      ))}
                    <FlightMessageLink entry={entry} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
