import { MenuItem, TextField } from '@mui/material';
import { SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { DeIcingFluid, DeIcingOptions } from '../../deIcingApi';
import { isHeatedWater } from '../../../../../model/modules/de_icing/mixingRules';
import { stationLotsOf } from './crewAndStepVerdicts';
import type { StepValues, TreatmentValues } from './treatmentFormValues';

/** The form's stand-in for the bulk lot '' (a delivery without a batch number): a select cannot hold ''. */
const bulkLot = '\u2205';

/** Litres to one decimal; the texts around it carry the unit. */
const litresText = (litres: number) => String(Math.round(litres * 10) / 10);

/** The litres in stock of each fluid at the station (its material's batches), for the fluid picker. */
export function fluidLitres(options: DeIcingOptions | undefined, stationId: number | null | undefined, fluid: DeIcingFluid): number | null {
  if (!options || !stationId || fluid.material_id == null) return null;
  return stationLotsOf(options, stationId)
    .filter((lot) => lot.material_id === fluid.material_id)
    .reduce((sum, lot) => sum + lot.quantity, 0);
}

/**
 * The fluid picker: each fluid with the litres in stock at the station, those in stock first and an
 * empty one disabled, so "0 L" is seen before choosing rather than on Save.
 */
export function FluidPicker({ index, fluids, options }: { index: number; fluids: DeIcingFluid[]; options?: DeIcingOptions }) {
  const translate = useTranslate();
  const stationId = useWatch({ name: 'station_id' }) as number | null;
  const current = useWatch({ name: `steps.${index}.fluid_id` }) as number | null;
  const choices = fluids
    .filter((fluid) => fluid.active || fluid.id === current)
    .map((fluid) => ({ fluid, litres: fluidLitres(options, stationId, fluid) }))
    .sort((a, b) => Number(a.litres === 0) - Number(b.litres === 0))
    .map(({ fluid, litres }) => ({
      ...fluid,
      disabled: litres === 0 && fluid.id !== current,
      label: `${fluid.name} (${translate(`de_icing.choices.fluid_type.${fluid.fluid_type}`)})${
        litres === null ? '' : ` · ${translate('de_icing.form.in_stock', { litres: litresText(litres) })}`
      }`,
    }));
  return (
    <SelectInput
      source={`steps.${index}.fluid_id`}
      label="de_icing.fields.fluid"
      choices={choices}
      optionText="label"
      disableValue="disabled"
      validate={(value: unknown) => (value ? undefined : 'ra.validation.required')}
    />
  );
}

/** The batch sprayed: the station's lots of the step's fluid with their litres (oldest delivery first). */
export function BatchInput({ index, options }: { index: number; options?: DeIcingOptions }) {
  const translate = useTranslate();
  const stationId = useWatch({ name: 'station_id' }) as number | null;
  const step = useWatch({ name: `steps.${index}` }) as StepValues | undefined;
  const fluid = options?.fluids.find((candidate) => candidate.id === step?.fluid_id);
  // Heated water (0 %) draws nothing from stock: there is no batch to name.
  if (!options || !fluid || fluid.material_id == null || !stationId || isHeatedWater(step ?? {})) return null;
  const lots = stationLotsOf(options, stationId).filter((lot) => lot.material_id === fluid.material_id);
  // A batch already recorded stays choosable even once emptied.
  if (step?.lot != null && !lots.some((lot) => lot.lot === step.lot))
    lots.push({ material_id: fluid.material_id, lot: step.lot, quantity: 0 });
  const choices = lots.map((lot) => ({
    id: lot.lot === '' ? bulkLot : lot.lot,
    name: translate('de_icing.form.batch_option', {
      lot: lot.lot === '' ? translate('de_icing.form.no_batch_no') : lot.lot,
      litres: litresText(lot.quantity),
    }),
  }));
  return (
    <SelectInput
      source={`steps.${index}.lot`}
      label="de_icing.fields.lot"
      choices={choices}
      format={(value: string | null | undefined) => (value === '' ? bulkLot : (value ?? ''))}
      parse={(value: string) => (value === bulkLot ? '' : value || null)}
    />
  );
}

/** What sprayed the step: one of the station's trucks or its equipment; empty = the treatment's truck. */
export function SprayerInput({ index, options }: { index: number; options?: DeIcingOptions }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<TreatmentValues>();
  const stationId = useWatch({ name: 'station_id' }) as number | null;
  const truckId = useWatch({ name: `steps.${index}.truck_id` }) as number | null | undefined;
  const equipmentId = useWatch({ name: `steps.${index}.equipment_id` }) as number | null | undefined;
  const trucks = (options?.trucks ?? []).filter((truck) => truck.station_id === stationId);
  const equipment = (options?.equipment ?? []).filter((item) => item.station_id === stationId);
  const value = truckId ? `truck:${truckId}` : equipmentId ? `equipment:${equipmentId}` : '';
  const choose = (chosen: string) => {
    const [kind, id] = chosen.split(':');
    const opts = { shouldDirty: true, shouldValidate: true };
    setValue(`steps.${index}.truck_id`, kind === 'truck' ? Number(id) : null, opts);
    setValue(`steps.${index}.equipment_id`, kind === 'equipment' ? Number(id) : null, opts);
  };
  return (
    <TextField
      select
      size="small"
      margin="dense"
      label={translate('de_icing.fields.sprayer')}
      value={value}
      onChange={(event) => choose(event.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `step-${index}-sprayer` } }}
    >
      <MenuItem value="">
        <em>{translate('de_icing.form.no_truck')}</em>
      </MenuItem>
      {trucks.map((truck) => (
        <MenuItem key={`truck:${truck.id}`} value={`truck:${truck.id}`}>
          {translate('de_icing.form.sprayer_truck', { name: truck.name })}
        </MenuItem>
      ))}
      {equipment.map((item) => (
        <MenuItem key={`equipment:${item.id}`} value={`equipment:${item.id}`}>
          {translate('de_icing.form.sprayer_equipment', { name: item.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}
