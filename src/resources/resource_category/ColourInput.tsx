import { Box, TextField as MuiTextField } from '@mui/material';
import { InputHelperText, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';

const hex = /^#[0-9a-fA-F]{6}$/;

/**
 * The calendar colour: the browser's colour picker next to the hex code, both editing the same
 * #RRGGBB value the schema wants.
 */
export function ColourInput({ source, helperText, ...rest }: InputProps & { helperText?: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source, ...rest });
  const value = typeof field.value === 'string' ? field.value : '';
  const label = translate(`resources.${resource}.fields.${source}`, { _: source });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
      <Box
        component="input"
        type="color"
        aria-label={label}
        value={hex.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value.toUpperCase())}
        sx={{
          width: 48,
          height: 40,
          p: 0.25,
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
      <MuiTextField
        label={isRequired ? `${label} *` : label}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
        onBlur={field.onBlur}
        error={!!error}
        size="small"
        margin="dense"
        placeholder="#1E88E5"
        slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
        helperText={error || helperText ? <InputHelperText error={error} helperText={helperText} /> : undefined}
        sx={{ flex: 1 }}
      />
    </Box>
  );
}
