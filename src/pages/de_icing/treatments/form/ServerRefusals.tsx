import { Alert } from '@mui/material';
import { ValidationError } from 'react-admin';
import { useFormState } from 'react-hook-form';

/** Refusals of the whole treatment that no single input shows: the failed rules, an unaccepted warning, short stock. */
const recordFields = ['steps', 'warnings', 'stock'] as const;

export function ServerRefusals() {
  const { errors } = useFormState();
  const found = recordFields.filter((field) => typeof errors[field]?.message === 'string');
  if (!found.length) return null;
  return (
    <Alert severity="error" role="alert" sx={{ width: '100%' }}>
      {found.map((field) => (
        <div key={field}>
          <ValidationError error={errors[field]!.message as string} />
        </div>
      ))}
    </Alert>
  );
}
