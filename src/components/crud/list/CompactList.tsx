import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { SimpleList, useGetRecordRepresentation, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

/** A field element rendered in the row's record context, or a function of the record. */
export type CompactText = ReactElement | ((record: RaRecord) => ReactNode);

/**
 * How a resource's rows read on a phone, declared once in its <Name>List.tsx:
 * the main line (the resource's recordRepresentation unless given), a second line, and a status
 * (a chip or short value) at the end of the main line.
 */
export interface CompactRepresentation {
  primary?: CompactText;
  secondary?: CompactText;
  status?: CompactText;
}

/** Below MUI's `sm` breakpoint a table cannot fit: lists turn compact and filters move to a drawer. */
export function useCompactLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

const show = (text: CompactText, record: RaRecord): ReactNode => (isValidElement(text) ? text : text(record));

function CompactRow({ record, primary, secondary, status }: CompactRepresentation & { record: RaRecord }) {
  const represent = useGetRecordRepresentation(useResourceContext());
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography component="div">{primary ? show(primary, record) : represent(record)}</Typography>
        {secondary && (
          <Typography component="div" variant="body2" color="text.secondary">
            {show(secondary, record)}
          </Typography>
        )}
      </Box>
      {status && <Box sx={{ flexShrink: 0 }}>{show(status, record)}</Box>}
    </Box>
  );
}

/** The list's records as tappable rows: primary, secondary and status; a tap opens the record. */
export function CompactList({ compact = {}, rowClick }: { compact?: CompactRepresentation; rowClick: 'edit' | 'show' | false }) {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <SimpleList
      aria-label={translate(`resources.${resource}.name`, { smart_count: 2 })}
      rowClick={rowClick}
      primaryText={(record: RaRecord) => <CompactRow record={record} {...compact} />}
    />
  );
}
