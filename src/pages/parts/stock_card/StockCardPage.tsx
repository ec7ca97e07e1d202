import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { RouteDefinition } from '../../../../model/routes';
import { EmptyState, ScreenFrame } from '../../../components/ScreenFrame';
import { Section } from '../../../components/Section';
import { useLiveRefetch } from '../../../live';
import { Pending } from '../../../components/Pending';
import { LotMovementDialog, type LotAction } from '../dialogs/LotMovementDialog';
import { MovementsTable } from '../movements/MovementsTable';
import { fetchMovements, fetchStock, type StockRow } from '../partsApi';
import { LotsTable } from './LotsTable';
import { SerialTrace } from './SerialTrace';
import { StationLevels } from './StationLevels';

/** The card shows the latest movements; the Movements tab has them all, with filters. */
const latestMovements = 50;

/** /parts/stock/:material_id — a part's stock card: levels per station, lots with certificates, movements, a lot's trace. */
export default function StockCardPage({ route }: { route: RouteDefinition }) {
  const translate = useTranslate();
  const materialId = Number(useParams().material_id);
  const [traced, setTraced] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ lot: StockRow; action: LotAction } | null>(null);
  const lots = useQuery({ queryKey: ['parts', 'card', materialId, 'lots'], queryFn: () => fetchStock({ material_id: materialId }) });
  const movements = useQuery({
    queryKey: ['parts', 'card', materialId, 'movements'],
    queryFn: () => fetchMovements({ material_id: materialId }, latestMovements),
  });
  useLiveRefetch('parts', [
    ['parts', 'card', materialId],
    ['parts', 'trace', materialId],
  ]);
  const first = lots.data?.[0] ?? movements.data?.[0];
  return (
    <ScreenFrame title={route.title}>
      {(lots.error || movements.error) && <Alert severity="error">{translate('parts.load_failed')}</Alert>}
      {(lots.isPending || movements.isPending) && <Pending />}
      {first && (
        <Typography variant="h6" component="h2">
          {first.part_number} — {first.description}
        </Typography>
      )}
      {lots.data && movements.data && !first && <EmptyState text="parts.card.empty" />}
      {lots.data && lots.data.length > 0 && (
        <Section title={translate('parts.card.lots')}>
          <Stack spacing={2}>
            <StationLevels lots={lots.data} />
            <LotsTable lots={lots.data} onTrace={setTraced} onAction={(lot, action) => setMoving({ lot, action })} />
          </Stack>
        </Section>
      )}
      {traced !== null && <SerialTrace key={traced} materialId={materialId} lot={traced} />}
      {movements.data && movements.data.length > 0 && (
        <Section title={translate('parts.card.latest_movements', { count: latestMovements })}>
          <MovementsTable rows={movements.data} label={translate('parts.card.movements')} />
        </Section>
      )}
      {moving && <LotMovementDialog lot={moving.lot} action={moving.action} onClose={() => setMoving(null)} />}
    </ScreenFrame>
  );
}
