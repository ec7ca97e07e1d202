import { CheckboxGroupInput, useLocaleState, type InputProps } from 'react-admin';
import { weekdayChoices } from './weekdays';

/** The days a schedule operates, Monday first as ISO numbers them, named in the UI language. */
export function DaysOfWeekInput(props: InputProps & { className?: string }) {
  const [locale] = useLocaleState();
  return <CheckboxGroupInput {...props} choices={weekdayChoices(locale)} translateChoice={false} row />;
}
