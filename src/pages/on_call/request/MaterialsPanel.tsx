import { useState } from 'react';
import { Autocomplete, Box, Button, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../scheduled/activity/useActivityAction';
import { useDebouncedValue } from '../intake/useDebouncedValue';
import { addMaterial, removeMaterial } from '../onCallApi';
import type { RequestDetail } from '../onCallTypes';
import { useCatalogue } from './useCatalogue';

type Material = { id: number; part_number: string; description: string };

/** Parts used on the job: a material found by part number or name, its quantity and serial number. */
export function MaterialsPanel({ record, editable, onChanged }: { record: RequestDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const [material, setMaterial] = useState<Material | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [serial, setSerial] = useState('');
  const { data } = useCatalogue(record.id, useDebouncedValue(search), editable);
  const { busy, run } = useActivityAction(onChanged);
  const valid = material !== null && Number(quantity) > 0;
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const done = await run(() => addMaterial(record.id, { material_id: material.id, quantity: Number(quantity), serial_no: serial.trim() || undefined }));
    if (done) {
      setMaterial(null);
      setQuantity('1');
      setSerial('');
    }
  };
  return (
    <Section title={translate('on_call.materials.title')}>
      {record.materials.length === 0 && <Typography color="text.secondary">{translate('on_call.materials.empty')}</Typography>}
      <List dense disablePadding>
        {record.materials.map((row) => (
          <ListItem
            key={row.id}
            disableGutters
            secondaryAction={
              editable && (
                <IconButton edge="end" aria-label={translate('on_call.materials.remove', { name: row.part_number })} disabled={busy} onClick={() => void run(() => removeMaterial(record.id, row.id))}>
                  <DeleteIcon />
                </IconButton>
              )
            }
          >
            <ListItemText primary={`${row.quantity} × ${row.part_number} — ${row.description}`} secondary={row.serial_no ?? undefined} />
          </ListItem>
        ))}
      </List>
      {editable && (
        <Box component="form" onSubmit={add} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          <Autocomplete
            sx={{ flex: '1 1 240px' }}
            options={data?.materials ?? []}
            value={material}
            onChange={(_, next) => setMaterial(next)}
            onInputChange={(_, text) => setSearch(text)}
            filterOptions={(options) => options}
            getOptionLabel={(option) => `${option.part_number} — ${option.description}`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} size="small" label={translate('on_call.materials.material')} />}
          />
          <TextField size="small" type="number" label={translate('on_call.materials.quantity')} value={quantity} onChange={(event) => setQuantity(event.target.value)} slotProps={{ htmlInput: { min: 0, step: 'any' } }} sx={{ width: 110 }} />
          <TextField size="small" label={translate('on_call.materials.serial_no')} value={serial} onChange={(event) => setSerial(event.target.value)} sx={{ width: 160 }} />
          <Button type="submit" variant="outlined" disabled={busy || !valid} sx={{ minHeight: 40 }}>
            {translate('on_call.materials.add')}
          </Button>
        </Box>
      )}
    </Section>
  );
}
