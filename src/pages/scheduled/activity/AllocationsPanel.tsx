import { useState } from 'react';
import { Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { releaseResource } from './activityApi';
import type { ActivityDetail } from './activityTypes';
import { AllocateResourceDialog } from './AllocateResourceDialog';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';

/** Trucks, equipment and calibrated tools used on the job: auditors ask "with which tools" (docs/modules/resource_allocation.md). */
export function AllocationsPanel({ record, editable, onChanged }: { record: ActivityDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  const [adding, setAdding] = useState(false);
  const addButton = editable && (
    <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ minHeight: 48 }}>
      {translate('scheduled.activity.allocations.add')}
    </Button>
  );
  return (
    <Section title={translate('scheduled.activity.allocations.title')} actions={addButton}>
      {record.allocations.length === 0 && (
        <Typography color="text.secondary">{translate('scheduled.activity.allocations.empty')}</Typography>
      )}
      <List disablePadding>
        {record.allocations.map((allocation) => (
          <ListItem
            key={allocation.id}
            divider
            disableGutters
            secondaryAction={
              editable && (
                <IconButton
                  edge="end"
                  disabled={busy}
                  onClick={() => run(() => releaseResource(record.id, allocation.id))}
                  aria-label={translate('scheduled.activity.allocations.remove', { label: allocation.label })}
                  sx={{ width: 48, height: 48 }}
                >
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText
              primary={`${translate(`scheduled.choices.allocation_kind.${allocation.kind}`, { _: allocation.kind })}: ${allocation.label}`}
              secondary={
                allocation.override_reason
                  ? translate('scheduled.activity.allocations.overridden', { reason: allocation.override_reason })
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
      {adding && (
        <AllocateResourceDialog
          activity={{ id: record.id, region_id: record.region_id, station_id: record.station_id, local_date: record.local_date }}
          onClose={() => setAdding(false)}
          onAllocated={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
    </Section>
  );
}
