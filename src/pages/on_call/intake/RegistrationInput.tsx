import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { fetchDuplicates, fetchKnownAircraft } from '../onCallApi';
import { DuplicateWarning } from './DuplicateWarning';
import { useDebouncedValue } from '../../../components/useDebouncedValue';

/** Registrations are written upper-case (F-HBXA), whatever the caller's spelling. */
export const upperRegistration = (value: string | null) => (value ? value.toUpperCase() : value);

/** Short registrations (a typing start) are not looked up yet. */
const minLookupLength = 3;

/**
 * The aircraft registration: upper-cased as typed; once the desk pauses, the aircraft type
 * last seen on it is filled in (when still empty) and any open request for it is shown as a warning.
 */
export function RegistrationInput() {
  const record = useRecordContext<{ id?: number }>();
  const registration = useDebouncedValue((useWatch({ name: 'registration' }) as string | null | undefined)?.trim() ?? '');
  const { getValues, setValue } = useFormContext();
  const enabled = registration.length >= minLookupLength;
  const { data: duplicates = [] } = useQuery({
    queryKey: ['on_call', 'duplicates', registration],
    queryFn: () => fetchDuplicates(registration),
    enabled,
  });
  const { data: known } = useQuery({
    queryKey: ['on_call', 'aircraft', registration],
    queryFn: () => fetchKnownAircraft(registration),
    enabled,
  });
  useEffect(() => {
    if (known?.aircraft_type_id && !getValues('aircraft_type_id'))
      setValue('aircraft_type_id', known.aircraft_type_id, { shouldDirty: true });
  }, [known, getValues, setValue]);
  return (
    <>
      <TextInput source="registration" label="on_call.fields.registration" parse={upperRegistration} autoComplete="off" />
      <DuplicateWarning duplicates={duplicates.filter((duplicate) => duplicate.id !== record?.id)} />
    </>
  );
}
