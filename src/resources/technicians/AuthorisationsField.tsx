import { Box, Chip } from '@mui/material';
import { RecordContextProvider, ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { localToday } from '../../../model/dates';
import { dueStatus } from '../../../model/dueStatus';

interface Authorisation {
  aircraft_type_id: number;
  category: string;
  valid_until?: string | null;
}

/** Aircraft-type authorisations as chips "A20N B1"; an expired one is red, one expiring within 30 days amber. */
export function AuthorisationsField() {
  const record = useRecordContext();
  const translate = useTranslate();
  const list = (record?.authorisations ?? []) as Authorisation[];
  if (!list.length) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {list.map((authorisation) => {
        const status = dueStatus(authorisation.valid_until, localToday());
        const colour = status === 'overdue' ? 'error' : status === 'due_soon' ? 'warning' : 'default';
        return (
          <RecordContextProvider key={`${authorisation.aircraft_type_id}/${authorisation.category}`} value={authorisation}>
            <Chip
              size="small"
              variant="outlined"
              color={colour}
              title={
                status === 'overdue'
                  ? translate('resources.technicians.licence_status.expired')
                  : status === 'due_soon'
                    ? translate('resources.technicians.licence_status.expiring')
                    : undefined
              }
              label={
                <>
                  <ReferenceField source="aircraft_type_id" reference="aircraft_type" link={false}>
                    <TextField source="icao" variant="caption" />
                  </ReferenceField>{' '}
                  {authorisation.category}
                </>
              }
            />
          </RecordContextProvider>
        );
      })}
    </Box>
  );
}
