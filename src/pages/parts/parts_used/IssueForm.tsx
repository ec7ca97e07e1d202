import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { issueToJob, type JobRef, type StockRow } from '../partsApi';
import { LotPicker } from './LotPicker';

/** Fits a part from the station's stock on the job: a lot and how many (a serial is one). */
export function IssueForm({
  job,
  lots,
  busy,
  run,
}: {
  job: JobRef;
  lots: StockRow[];
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [lot, setLot] = useState<StockRow | null>(null);
  const [quantity, setQuantity] = useState('1');
  const serial = lot?.tracking === 'serial';
  const valid = lot !== null && Number(quantity) > 0;
  const issue = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body = {
      station_id: lot.station_id,
      material_id: lot.material_id,
      lot: lot.lot || undefined,
      quantity: serial ? 1 : Number(quantity),
    };
    if (await run(() => issueToJob(job, body))) {
      setLot(null);
      setQuantity('1');
    }
  };
  return (
    <Box
      component="form"
      onSubmit={issue}
      aria-label={translate('parts.used.issue')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}
    >
      <LotPicker lots={lots} value={lot} onChange={setLot} />
      <TextField
        size="small"
        type="number"
        label={translate('parts.used.quantity')}
        value={serial ? '1' : quantity}
        disabled={serial}
        onChange={(event) => setQuantity(event.target.value)}
        slotProps={{ htmlInput: { min: 0, step: 'any' } }}
        sx={{ width: 110 }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !valid} sx={{ minHeight: 40 }}>
        {translate('parts.used.issue')}
      </Button>
    </Box>
  );
}
