import { useState } from 'react';
import { Button, CircularProgress, Divider, List, ListItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DefectRecord } from '../../../model/modules/defects';
import { Section } from '../../components/Section';
import { useOutbox } from '../../components/offline';
import type { DefectChange, DefectJobRef } from './defectsApi';
import { DefectItem, type DefectAction } from './DefectItem';
import { DeferDialog } from './DeferDialog';
import { RecordDefectDialog } from './RecordDefectDialog';
import { RectifyDialog } from './RectifyDialog';
import { defectsKey, useDefects } from './useDefects';

type Open = { kind: 'record' } | { kind: DefectAction; defect: DefectRecord } | null;

/**
 * "Defects" on a Scheduled activity or an On-Call request (docs/modules/defects.md): what was found
 * on the job, those it rectified, and the aircraft's deferred items carried from earlier jobs, each
 * with the transitions its state allows. One panel for both jobs and for the phone's My work card
 * (`compact`: the record button first and full width, for three taps with gloves on). `offline` (the My work
 * card): a defect found with no network is kept on the phone, listed here as waiting, and sent later.
 */
export function DefectsPanel({
  job,
  editable,
  timeZone,
  compact = false,
  offline = false,
}: {
  job: DefectJobRef;
  editable: boolean;
  /** The station's IANA zone for the times shown; without it, the reader's own clock. */
  timeZone?: string;
  compact?: boolean;
  offline?: boolean;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const defects = useDefects(job);
  const outboxRecord = 'activity_id' in job ? `activities/${job.activity_id}` : `on_call_requests/${job.on_call_request_id}`;
  const waiting = useOutbox<DefectChange>(outboxRecord).filter((entry) => entry.state === 'waiting' && entry.change.kind === 'defect');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const changed = () => void queryClient.invalidateQueries({ queryKey: defectsKey(job) });
  const record = (
    <Button
      variant={compact ? 'contained' : 'outlined'}
      fullWidth={compact}
      startIcon={<AddIcon />}
      onClick={() => setOpen({ kind: 'record' })}
      sx={{ minHeight: 48 }}
    >
      {translate('defects.record')}
    </Button>
  );
  const rows = defects.data ?? [];
  return (
    <Section title={translate('defects.title')} actions={editable && !compact && record}>
      {editable && compact && record}
      {defects.isPending && <CircularProgress size={24} aria-label={translate('defects.loading')} />}
      {defects.error && <Typography color="error">{translate('defects.load_failed')}</Typography>}
      {waiting.length > 0 && (
        <List disablePadding aria-label={translate('defects.waiting_title')}>
          {waiting.map((entry) => (
            <ListItem key={entry.id} disableGutters sx={{ display: 'block' }}>
              <Typography>{entry.change.description}</Typography>
              <Typography variant="body2" color="warning.main">
                {translate('defects.waiting_to_send')}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
      {defects.isSuccess && rows.length === 0 && waiting.length === 0 && (
        <Typography color="text.secondary">{translate('defects.empty')}</Typography>
      )}
      {rows.length > 0 && (
        <List disablePadding aria-label={translate('defects.title')}>
          {rows.map((defect, index) => (
            <ListItem key={defect.id} disableGutters disablePadding sx={{ display: 'block' }}>
              {index > 0 && <Divider component="div" />}
              <DefectItem
                job={job}
                defect={defect}
                timeZone={timeZone}
                editable={editable}
                onAction={(kind) => setOpen({ kind, defect })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {open?.kind === 'record' && <RecordDefectDialog job={job} offline={offline} onClose={close} onChanged={changed} />}
      {open?.kind === 'rectify' && <RectifyDialog job={job} defect={open.defect} onClose={close} onChanged={changed} />}
      {open?.kind === 'defer' && <DeferDialog job={job} defect={open.defect} onClose={close} onChanged={changed} />}
    </Section>
  );
}
