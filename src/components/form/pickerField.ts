import type { ServerForm } from './useServerForm';

/**
 * Props binding one of the app's date and time inputs (DateInput, DateTimeInput) to a useServerForm
 * field, as `form.field` does for a TextField: the form holds the ISO text, '' when emptied.
 */
export function pickerField<T extends Record<string, unknown>>(form: ServerForm<T>, name: keyof T & string) {
  return {
    name,
    value: (form.values[name] as string | undefined) || null,
    onChange: (value: string | null) => form.setValue(name, (value ?? '') as T[typeof name]),
    error: !!form.errors[name],
    helperText: form.errors[name]?.[0],
  };
}
