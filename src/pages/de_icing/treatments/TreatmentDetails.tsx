import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatStationTime } from '../../../components/date/stationTime';
import { FormPart } from '../FormPart';
import { holdoverCellText } from '../HoldoverText';
import { useDeIcingOptions } from '../useDeIcingOptions';
import type { TreatmentRecord } from './treatmentTypes';

/**
 * An accepted warning as the form said it, with its params ("started 0:05 after…"). One kept before
 * its params were (migration 0019 gave it none) would print its placeholders: it reads as its rule's name.
 */
function acceptedWarningText(
  { key, params }: TreatmentRecord['accepted_warnings'][number],
  translate: (key: string, options?: object) => string,
) {
  if (Object.keys(params).length > 0) return translate(key, { ...params, _: key });
  const rule = key.split('.')[2];
  return translate(`de_icing.rule_names.${rule}`, { _: key });
}

function Fact({ label, value }: { label: string; value: string | number | null | undefined }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate(label)}
      </Typography>
      <Typography>{value === null || value === undefined || value === '' ? '—' : value}</Typography>
    </Box>
  );
}

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } } as const;

/** Everything recorded, as an auditor reads it: the aircraft, the crew, the weather, each step and the window. */
export function TreatmentDetails({ record }: { record: TreatmentRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: options } = useDeIcingOptions();
  const truck = options?.trucks.find((candidate) => candidate.id === record.truck_id)?.name;
  const time = (instant: string | null) => formatStationTime(instant, record.time_zone, locale);
  return (
    <>
      <FormPart name="aircraft">
        <Box sx={grid}>
          <Fact label="de_icing.fields.station" value={`${record.station_code}${record.pad ? ` · ${record.pad}` : ''}`} />
          <Fact label="de_icing.fields.date" value={record.local_date} />
          <Fact label="de_icing.fields.customer" value={record.customer_name} />
          <Fact label="de_icing.fields.flight_no" value={record.flight_no} />
          <Fact label="de_icing.fields.aircraft_type" value={record.aircraft_type_code} />
          <Fact label="de_icing.fields.registration" value={record.registration} />
          <Fact label="de_icing.fields.truck" value={truck} />
          <Fact label="de_icing.fields.operators" value={record.operators.map((operator) => operator.name).join(', ')} />
        </Box>
      </FormPart>
      <FormPart name="weather">
        <Box sx={grid}>
          <Fact label="de_icing.fields.oat_c" value={`${record.oat_c} °C`} />
          <Fact label="de_icing.fields.precipitation" value={translate(`de_icing.choices.precipitation.${record.precipitation}`)} />
          <Fact
            label="de_icing.fields.intensity"
            value={record.intensity ? translate(`de_icing.choices.intensity.${record.intensity}`) : null}
          />
          <Fact label="de_icing.fields.procedure" value={translate(`de_icing.choices.procedure.${record.procedure}`)} />
        </Box>
        {record.metar && <Typography sx={{ fontFamily: 'monospace', mt: 1 }}>{record.metar}</Typography>}
      </FormPart>
      <FormPart name="fluids">
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('de_icing.treatment.steps')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {[
                  'purpose',
                  'fluid',
                  'concentration',
                  'freezing_point_c',
                  'brix',
                  'nozzle_temperature_c',
                  'litres',
                  'lot',
                  'sprayer',
                  'started_at',
                  'ended_at',
                ].map((field) => (
                  <TableCell key={field}>{translate(`de_icing.fields.${field}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {record.steps.map((step) => (
                <TableRow key={step.id}>
                  <TableCell>{translate(`de_icing.choices.purpose.${step.purpose}`)}</TableCell>
                  <TableCell>{`${step.fluid_name} (${translate(`de_icing.choices.fluid_type.${step.fluid_type}`)})`}</TableCell>
                  <TableCell>{step.concentration === 0 ? translate('de_icing.form.heated_water') : `${step.concentration}%`}</TableCell>
                  <TableCell>{step.freezing_point_c ?? '—'}</TableCell>
                  <TableCell>{step.brix ?? '—'}</TableCell>
                  <TableCell>{step.nozzle_temperature_c ?? '—'}</TableCell>
                  <TableCell>{step.litres}</TableCell>
                  {/* The batch and sprayer trace the aircraft to its delivery (docs/modules/de_icing.md, "Crew and batch"). */}
                  <TableCell>{step.lot === null ? '—' : step.lot || translate('de_icing.form.no_batch_no')}</TableCell>
                  <TableCell>{step.sprayer_name ?? '—'}</TableCell>
                  <TableCell>{time(step.started_at)}</TableCell>
                  <TableCell>{time(step.ended_at) || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Typography sx={{ mt: 1 }}>
          {translate('de_icing.fields.surfaces')}:{' '}
          {record.surfaces.map((surface) => translate(`de_icing.choices.surface.${surface}`)).join(', ') || '—'}
        </Typography>
      </FormPart>
      <FormPart name="holdover">
        <Box sx={grid}>
          <Fact label="de_icing.fields.final_step_started_at" value={time(record.final_step_started_at)} />
          <Fact
            label="de_icing.fields.holdover"
            value={
              record.holdover?.match === 'no_valid_table'
                ? translate('de_icing.pad.no_valid_table')
                : record.holdover
                  ? holdoverCellText(record.holdover, translate)
                  : null
            }
          />
          <Fact label="de_icing.fields.hot_table" value={record.hot_table_name} />
          <Fact
            label="de_icing.fields.check"
            value={record.checked_at ? `${record.check_technician_name ?? ''} · ${time(record.checked_at)}` : null}
          />
        </Box>
        {record.accepted_warnings.length > 0 && (
          <Typography color="warning.main" sx={{ mt: 1 }}>
            {translate('de_icing.treatment.accepted_warnings', {
              warnings: record.accepted_warnings.map((warning) => acceptedWarningText(warning, translate)).join('; '),
            })}
          </Typography>
        )}
        {record.remarks && <Fact label="de_icing.fields.remarks" value={record.remarks} />}
      </FormPart>
    </>
  );
}
