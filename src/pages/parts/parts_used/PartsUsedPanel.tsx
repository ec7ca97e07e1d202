import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useLocaleState, useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';
import { returnFromJob, type JobRef } from '../partsApi';
import { NewRequestDialog } from '../requests/NewRequestDialog';
import { usePartsPermissions } from '../usePartsPermissions';
import { formatQuantity } from '../stock/formatQuantity';
import { IssueForm } from './IssueForm';
import { useJobParts, useStationLots } from './useJobParts';

/**
 * "Parts used" on a Scheduled activity or an On-Call request (docs/modules/parts.md): the parts fitted with
 * their serial or batch and release certificate (what the RTS lists), issued from the job's
 * station stock and returned to it. One panel for both jobs.
 */
export function PartsUsedPanel({
  job,
  stationId,
  editable,
  onChanged,
}: {
  job: JobRef;
  stationId: number | null;
  editable: boolean;
  onChanged?: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { write } = usePartsPermissions();
  const issuing = editable;
  const parts = useJobParts(job);
  const lots = useStationLots(job, stationId, issuing);
  const { busy, run } = useActivityAction(() => {
    void parts.refetch();
    void lots.refetch();
    onChanged?.();
  });
  const [requesting, setRequesting] = useState(false);
  const rows = parts.data ?? [];
  // A part the station does not hold is ordered for the AOG call from here (a part request).
  const orderable = write && 'on_call_request_id' in job;
  return (
    <Section
      title={translate('parts.used.title')}
      actions={
        orderable && (
          <Button size="small" onClick={() => setRequesting(true)}>
            {translate('parts.requests.new')}
          </Button>
        )
      }
    >
      {parts.error && <Typography color="error">{translate('parts.load_failed')}</Typography>}
      {parts.isSuccess && rows.length === 0 && <Typography color="text.secondary">{translate('parts.used.empty')}</Typography>}
      <List dense disablePadding aria-label={translate('parts.used.title')}>
        {rows.map((row) => (
          <ListItem
            key={`${row.material_id}-${row.lot}`}
            disableGutters
            secondaryAction={
              editable &&
              row.issue_ids.length > 0 && (
                // The latest issue of the lot goes back first.
                <IconButton
                  edge="end"
                  aria-label={translate('parts.used.return', { part: row.part_number })}
                  disabled={busy}
                  onClick={() => void run(() => returnFromJob(job, row.issue_ids[row.issue_ids.length - 1]))}
                >
                  <UndoIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={`${formatQuantity(row.quantity, row.measure_code, locale)} × ${row.part_number} — ${row.description}`}
              secondary={
                [row.lot, row.cert_no && translate('parts.used.certificate', { type: row.part_cert_code ?? '', number: row.cert_no })]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
            />
          </ListItem>
        ))}
      </List>
      {issuing && <IssueForm job={job} lots={lots.data ?? []} busy={busy} run={run} />}
      {requesting && 'on_call_request_id' in job && (
        <NewRequestDialog call={{ id: job.on_call_request_id, station_id: stationId }} onClose={() => setRequesting(false)} />
      )}
    </Section>
  );
}
