import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useMovedAt } from '../movements/useMovedAt';
import type { PartRequestRow } from '../partsApi';
import { LateChip } from './LateChip';
import type { RequestStep } from './StatusStepDialog';

/** What comes after each status on the board (received is the receipt dialog's). */
const nextSteps: Record<string, RequestStep[]> = {
  requested: ['ordered', 'cancelled'],
  ordered: ['shipped', 'cancelled'],
  shipped: ['cancelled'],
};

/** One part request on the board: what, where, for which AOG job, when needed or expected; its next steps. */
export function RequestCard({
  request,
  write,
  onStep,
  onReceive,
}: {
  request: PartRequestRow;
  write: boolean;
  onStep: (step: RequestStep) => void;
  onReceive: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const at = useMovedAt();
  const steps = nextSteps[request.status] ?? [];
  const receivable = request.status === 'ordered' || request.status === 'shipped';
  return (
    <Card
      component="li"
      variant="outlined"
      sx={request.late ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
      aria-label={`${request.part_number} ${request.station_code}`}
    >
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, flex: 1 }}>
            {new Intl.NumberFormat(locale).format(request.quantity)} × {request.part_number}
          </Typography>
          <LateChip late={request.late} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[request.station_code, request.description, request.supplier, request.order_reference].filter(Boolean).join(' · ')}
        </Typography>
        {request.on_call_request_id && (
          <Link component={RouterLink} to={`/on_call/${request.on_call_request_id}`} variant="body2">
            {request.request_no ?? `#${request.on_call_request_id}`}
          </Link>
        )}
        {request.needed_by && (
          <Typography variant="body2">
            {translate('parts.requests.needed_by_at', { at: at(request.needed_by, request.time_zone) })}
          </Typography>
        )}
        {request.expected_at && (
          <Typography variant="body2">
            {translate('parts.requests.expected_at_at', { at: at(request.expected_at, request.time_zone) })}
          </Typography>
        )}
      </CardContent>
      {write && (steps.length > 0 || receivable) && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          {steps.map((step) => (
            <Button key={step} size="small" color={step === 'cancelled' ? 'error' : 'primary'} onClick={() => onStep(step)}>
              {translate(`parts.requests.step.${step}`)}
            </Button>
          ))}
          {receivable && (
            <Button size="small" variant="outlined" onClick={onReceive}>
              {translate('parts.requests.receive')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
