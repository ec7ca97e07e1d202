import { Alert, Box } from '@mui/material';
import { FormAlert } from '../../components/form/FormAlert';
import type { FormErrors } from '../../components/form/formErrors';

/**
 * A refusal of a defect write: the rules' texts one per line (the server names every failed rule under
 * `errors.defect`, server/core/ruleRefusal.ts), else the form's usual alert (a 409 on a signed job, a 403).
 */
export function RefusalAlert({ errors }: { errors: FormErrors }) {
  const reasons = errors.defect;
  if (!reasons?.length) return <FormAlert errors={errors} />;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {reasons.map((reason) => (
        <Box key={reason}>{reason}</Box>
      ))}
    </Alert>
  );
}
