import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, type InputProps } from 'react-admin';

export interface ReferenceAutocompleteProps extends Omit<InputProps, 'source'> {
  source: string;
  /** The referenced resource; its recordRepresentation names the options. */
  reference: string;
  /** Fixed filter of the options (e.g. only active stations). */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  fullWidth?: boolean;
  helperText?: string | false;
  className?: string;
}

/** Autocomplete options search the referenced resource with its quick search `q`. */
const searchText = (text: string) => (text ? { q: text } : {});

/**
 * A reference chosen by name: ReferenceInput + AutocompleteInput, the options shown with the
 * referenced resource's recordRepresentation and searched on the server (`q`). The label is
 * resources.<resource>.fields.<source>, as for every input.
 */
export function ReferenceAutocomplete({ source, reference, filter, sort, validate: _validate, ...input }: ReferenceAutocompleteProps) {
  return (
    <ReferenceInput source={source} reference={reference} filter={filter} sort={sort} perPage={25}>
      <AutocompleteInput filterToQuery={searchText} {...input} />
    </ReferenceInput>
  );
}

/** Several references chosen by name (services of a schedule, regions of a user). */
export function ReferenceArrayAutocomplete({ source, reference, filter, sort, validate: _validate, ...input }: ReferenceAutocompleteProps) {
  return (
    <ReferenceArrayInput source={source} reference={reference} filter={filter} sort={sort} perPage={50}>
      <AutocompleteArrayInput filterToQuery={searchText} {...input} />
    </ReferenceArrayInput>
  );
}
