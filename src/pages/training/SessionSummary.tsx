import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useSessionTimes } from './useSessionTimes';

/** The session as a reader without training_write sees it: the names it carries, nothing to edit. */
export function SessionSummary() {
  const record = useRecordContext<{ id: number; starts_at: string; ends_at: string; [field: string]: unknown }>();
  const translate = useTranslate();
  const times = useSessionTimes();
  if (!record) return null;
  const rows: [string, string][] = [
    ['training.fields.course', `${record.course_code} — ${record.course_name}`],
    ['training.fields.starts_at', times(record)],
    ['training.fields.location', [record.station_code, record.location].filter(Boolean).join(' · ')],
    ['training.fields.capacity', String(record.capacity)],
    ['training.fields.instructor', String(record.instructor_name ?? '')],
    ['training.fields.remarks', String(record.remarks ?? '')],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
