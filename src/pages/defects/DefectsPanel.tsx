import { useState } from 'react';
import { Button, CircularProgress, Divider, List, ListItem, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DefectRecord } from '../../../model/modules/defects';
import { Section } from '../../components/Section';
import type { DefectJobRef } from './defectsApi';
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
 * (`compact`: the record button first and full width, for three taps with gloves on).
 */
export function DefectsPanel({
  job,
  editable,
  timeZone,
  compact = false,
}: {
  job: DefectJobRef;
  editable: boolean;
  /** The station's IANA zone for the times shown; without it, the reader's own clock. */
  timeZone?: string;
  compact?: boolean;
}) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const defects = useDefects(job);
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
      {defects.isSuccess && rows.length === 0 && <Typography color="text.secondary">{translate('defects.empty')}</Typography>}
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
      {open?.kind === 'record' && <RecordDefectDialog job={job} onClose={close} onChanged={changed} />}
      {open?.kind === 'rectify' && <RectifyDialog job={job} defect={open.defect} onClose={close} onChanged={changed} />}
      {open?.kind === 'defer' && <DeferDialog job={job} defect={open.defect} onClose={close} onChanged={changed} />}
    </Section>
  );
}
