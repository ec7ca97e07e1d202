import { FormHelperText, Stack } from '@mui/material';
import { InputHelperText, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { DateInput } from '../../date/DateInput';

/**
 * A react-admin form input on the app's date input (typed in the display format,
 * cleared when not a date), holding the ISO date the API wants. The label follows react-admin's
 * convention: resources.<resource>.fields.<source>.
 */
export function CrudDateInput({ source, label, helperText, ...rest }: InputProps & { helperText?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, ...rest });
  const text = translate(typeof label === 'string' ? label : `resources.${resource}.fields.${source}`, { _: source });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Stack sx={{ mb: 1 }}>
      <DateInput label={isRequired ? `${text} *` : text} name={field.name} value={field.value} onChange={(iso) => field.onChange(iso)} />
      {(error || helperText) && (
        <FormHelperText error={!!error} sx={{ mx: 1.75 }}>
          <InputHelperText error={error} helperText={helperText} />
        </FormHelperText>
      )}
    </Stack>
  );
}
