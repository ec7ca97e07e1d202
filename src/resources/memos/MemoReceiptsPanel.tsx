import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { useQuery } from '@tanstack/react-query';
import { downloadCSV, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { memoReceiptsCsv, type MemoReceiptRow, type MemoReceipts } from '../../../model/modules/home';
import { useLiveRefetch } from '../../live';
import { httpClient } from '../../providers/httpClient';
import { deviceTimeZone, formatStationDateTime } from '../../components/date/stationTime';

const receiptsKey = (id: unknown) => ['memos', String(id), 'receipts'] as const;

/** What one person did with the memo, as words with an icon. */
function ReceiptStatus({ person, ackRequired }: { person: MemoReceiptRow; ackRequired: boolean }) {
  const translate = useTranslate();
  const [Icon, key] = person.acknowledged_at
    ? [DoneAllIcon, 'acknowledged']
    : person.read_at
      ? [DoneIcon, ackRequired ? 'read_not_acknowledged' : 'read']
      : [HourglassEmptyIcon, 'not_read'];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon fontSize="small" aria-hidden /> {translate(`home.receipts.status.${key}`)}
    </Box>
  );
}

/**
 * Who read and acknowledged the memo and who of its region has not (docs/modules/home.md: acknowledgements
 * kept and reportable), read-only, with a CSV export. Kept current as receipts come in (live).
 */
export function MemoReceiptsPanel() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: receiptsKey(id),
    queryFn: async () => (await httpClient<MemoReceipts>(`/api/memos/${encodeURIComponent(String(id))}/receipts`, { silent: true })).json,
    enabled: id !== undefined,
  });
  useLiveRefetch('memos', [receiptsKey(id)]);
  // A memo is read wherever its reader is: the reader's clock, labelled.
  const when = (instant: string | null) => formatStationDateTime(instant, deviceTimeZone(), locale);
  const exportCsv = async () => data && downloadCSV(await memoReceiptsCsv(data.people), `memo-${id}-receipts`);
  if (id === undefined) return null;
  return (
    <Card component="section" aria-labelledby="memo-receipts-title" variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id="memo-receipts-title" variant="h6" component="h2">
            {translate('home.receipts.title')}
          </Typography>
          <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={!data}>
            {translate('home.receipts.export')}
          </Button>
        </Box>
        {isPending && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
        {error && <Alert severity="warning">{translate('home.receipts.load_failed')}</Alert>}
        {data && (
          <>
            <Typography sx={{ my: 1 }}>
              {translate(data.acknowledgement_required ? 'home.receipts.summary_ack' : 'home.receipts.summary', {
                read: data.read,
                acknowledged: data.acknowledged,
                audience: data.audience,
              })}
            </Typography>
            {data.people.length === 0 ? (
              <Typography color="text.secondary">{translate('home.receipts.none')}</Typography>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby="memo-receipts-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('home.receipts.person')}</TableCell>
                      <TableCell>{translate('home.receipts.status_column')}</TableCell>
                      <TableCell>{translate('home.receipts.read_at')}</TableCell>
                      {data.acknowledgement_required && <TableCell>{translate('home.receipts.acknowledged_at')}</TableCell>}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.people.map((person) => (
                      <TableRow key={person.user_id}>
                        <TableCell>
                          {person.name}
                          <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
                            {[person.role_name, person.in_audience ? null : translate('home.receipts.former_member')]
                              .filter(Boolean)
                              .join(' · ')}
                          </Typography>
                        </TableCell>
                        <TableCell>
                          <ReceiptStatus person={person} ackRequired={data.acknowledgement_required} />
                        </TableCell>
                        <TableCell>{when(person.read_at)}</TableCell>
                        {data.acknowledgement_required && <TableCell>{when(person.acknowledged_at)}</TableCell>}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
