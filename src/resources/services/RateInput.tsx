import { InputAdornment } from '@mui/material';
import { CrudNumberInput } from '../../components/crud';
import { useWatch } from 'react-hook-form';

/** The billing rate, its currency shown beside the amount as the user changes it. */
export function RateInput() {
  const currency = useWatch({ name: 'currency' });
  return (
    <CrudNumberInput
      source="billing_rate"
      min={0}
      step={0.01}
      helperText="resources.services.help.billing_rate"
      slotProps={{ input: { endAdornment: currency ? <InputAdornment position="end">{currency}</InputAdornment> : undefined } }}
    />
  );
}
