import { Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput, SelectInput, TextInput, regex, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { melStatuses } from '../../../../model/modules/on_call/enums';
import { StationDateTimeInput } from '../../../components/date/DateTimeInput';
import { useAirportZone } from '../../../components/date/useZone';
import { PriorityToggle } from './PriorityToggle';
import { RegistrationInput } from './RegistrationInput';

const melChoices = melStatuses.map((id) => ({ id, name: `on_call.choices.mel_status.${id}` }));
/** ATA chapters are two digits, 05 to 99 (the API's intake schema). */
const ataChapter = regex(/^(0[5-9]|[1-9]\d)$/, 'on_call.intake.ata_chapter_format');
const searchText = (text: string) => (text ? { q: text } : {});
const aircraftText = (type: { icao: string; manufacturer?: string; model?: string }) =>
  [type.icao, [type.manufacturer, type.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
const airportText = (airport: { iata?: string | null; icao?: string | null; name: string }) =>
  [airport.iata ?? airport.icao, airport.name].filter(Boolean).join(' — ');

/** Part numbers typed as a comma-separated list, kept as a list. */
const formatParts = (value: string[] | null | undefined) => (value ?? []).join(', ');
const parseParts = (text: string) => text.split(',').map((part) => part.trimStart());

/**
 * An on-call request's intake fields in the order the call goes (Tab follows it): who calls and
 * for whom, how bad, which aircraft where, what is wrong, then the paperwork. The same on the
 * intake screen and on the request page while it is open.
 */
export function RequestFields({ autoFocus = false }: { autoFocus?: boolean }) {
  // The STD is the airport's, as every time of the request reads (the active region's until one is chosen).
  const timeZone = useAirportZone(useWatch({ name: 'airport_id' }) as number | null);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%', alignItems: 'start' }}>
      <TextInput source="caller_name" label="on_call.fields.caller_name" validate={required()} autoFocus={autoFocus} autoComplete="off" />
      <TextInput source="caller_phone" label="on_call.fields.caller_phone" validate={required()} type="tel" autoComplete="off" />
      <ReferenceInput source="customer_id" reference="customers" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
        <AutocompleteInput label="on_call.fields.customer" optionText="name" filterToQuery={searchText} validate={required()} />
      </ReferenceInput>
      <Box sx={{ gridColumn: { md: '2' } }}>
        <PriorityToggle />
      </Box>
      <RegistrationInput />
      <ReferenceInput source="aircraft_type_id" reference="aircraft_type" sort={{ field: 'icao', order: 'ASC' }} perPage={25}>
        <AutocompleteInput label="on_call.fields.aircraft_type" optionText={aircraftText} filterToQuery={searchText} />
      </ReferenceInput>
      <ReferenceInput source="airport_id" reference="airport" sort={{ field: 'iata', order: 'ASC' }} perPage={25}>
        <AutocompleteInput label="on_call.fields.airport" optionText={airportText} filterToQuery={searchText} validate={required()} />
      </ReferenceInput>
      <TextInput source="flight_no" label="on_call.fields.flight_no" autoComplete="off" parse={(value: string) => value.toUpperCase()} />
      <TextInput source="defect" label="on_call.fields.defect" validate={required()} multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
      <TextInput
        source="ata_chapter"
        label="on_call.fields.ata_chapter"
        validate={ataChapter}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      />
      <SelectInput source="mel_status" label="on_call.fields.mel_status" choices={melChoices} emptyText="" />
      <TextInput source="tech_log_ref" label="on_call.fields.tech_log_ref" autoComplete="off" />
      <TextInput source="part_numbers" label="on_call.fields.part_numbers" format={formatParts} parse={parseParts} autoComplete="off" />
      <StationDateTimeInput source="std_at" label="on_call.fields.std_at" timeZone={timeZone} />
      <TextInput source="customer_po" label="on_call.fields.customer_po" autoComplete="off" />
      <TextInput source="remarks" label="on_call.fields.remarks" multiline sx={{ gridColumn: '1 / -1' }} />
    </Box>
  );
}

/** Drops what the form keeps while typing but the server does not want: empty part numbers. */
export function cleanIntake<T extends { part_numbers?: string[] | null }>(values: T): T {
  return { ...values, part_numbers: (values.part_numbers ?? []).map((part) => part.trim()).filter(Boolean) };
}
