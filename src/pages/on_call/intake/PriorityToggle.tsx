import { FormControl, FormHelperText, FormLabel, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { required, useInput, useTranslate } from 'react-admin';
import { requestPriorities, type RequestPriority } from '../../../../model/modules/on_call/enums';

/**
 * AOG / urgent / routine as one toggle, not a menu: the desk decides in one key — 1, 2 or 3
 * while the toggle has focus (shown on each button), or a click.
 */
export function PriorityToggle() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'priority', validate: required() });
  const choose = (priority: RequestPriority | null) => priority && field.onChange(priority);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = ['1', '2', '3'].indexOf(event.key);
    if (index < 0) return;
    event.preventDefault();
    choose(requestPriorities[index]);
  };
  return (
    <FormControl error={fieldState.invalid} component="fieldset">
      <FormLabel component="legend" id="priority-label">
        {translate('on_call.fields.priority')}
      </FormLabel>
      <ToggleButtonGroup
        exclusive
        value={field.value ?? null}
        onChange={(_, next) => choose(next)}
        onKeyDown={onKeyDown}
        aria-labelledby="priority-label"
      >
        {requestPriorities.map((priority, index) => (
          <ToggleButton key={priority} value={priority} aria-keyshortcuts={String(index + 1)} sx={{ minWidth: 96, minHeight: 48 }}>
            {index + 1} · {translate(`on_call.choices.priority.${priority}`, { _: priority })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </FormControl>
  );
}
