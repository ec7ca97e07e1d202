import { InputHelperText, useInput, useResourceContext, useTranslateLabel, type InputProps } from 'react-admin';
import { TimeInput } from '../../date/TimeInput';

/**
 * Station-local wall-clock time (HH:MM, 24 h) on the app's time input; the API answers HH:MM:SS,
 * shown without seconds. The label follows react-admin's convention (resources.<resource>.fields.<source>).
 */
export function LocalTimeInput({ source, label, helperText, ...rest }: InputProps & { helperText?: string }) {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, ...rest });
  const text = translateLabel({ label, source, resource }) as string;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <TimeInput
      label={text}
      required={isRequired}
      name={field.name}
      value={field.value as string | null}
      onChange={(time) => field.onChange(time)}
      onBlur={field.onBlur}
      error={!!error}
      helperText={error || helperText ? <InputHelperText error={error} helperText={helperText} /> : undefined}
    />
  );
}
