import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Section } from '../../../components/Section';
import { MovementsTable } from '../movements/MovementsTable';
import { fetchTrace } from '../partsApi';

/** Where one serial or batch went, oldest first, and on which aircraft — an auditor's first question. */
export function SerialTrace({ materialId, lot }: { materialId: number; lot: string }) {
  const translate = useTranslate();
  const trace = useQuery({ queryKey: ['parts', 'trace', materialId, lot], queryFn: () => fetchTrace(materialId, lot) });
  const title = translate('parts.card.trace_title', { lot });
  if (trace.error) return <Alert severity="error">{translate('parts.load_failed')}</Alert>;
  if (!trace.data) return null;
  const { where_now: whereNow, in_transit: inTransit } = trace.data;
  return (
    <Section title={title}>
      <Typography sx={{ mb: 1 }}>
        {inTransit.length > 0
          ? translate('parts.card.in_transit')
          : whereNow.length === 0
            ? translate('parts.card.not_in_stock')
            : translate('parts.card.where_now', {
                places: whereNow.map((place) => `${place.station_code} (${place.quantity})`).join(', '),
              })}
      </Typography>
      <MovementsTable rows={trace.data.movements} label={title} />
    </Section>
  );
}
