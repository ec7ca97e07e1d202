import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Create, SimpleForm, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { enrol, fetchExpiring } from './trainingApi';
import { refusalTexts } from './refusalTexts';
import { SessionFields } from './SessionFields';

/**
 * The create form. Opened from the matrix's "plan a session for everyone expiring" it comes with
 * the course and the technicians expiring on it ticked; they are enrolled once the session exists.
 */
export function SessionCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('course_id')) || undefined;
  const planExpiring = Boolean(courseId && params.get('expiring'));
  const { data: expiring = [] } = useQuery({
    queryKey: ['training_expiring', courseId],
    queryFn: () => fetchExpiring(courseId!),
    enabled: planExpiring,
  });
  const [skipped, setSkipped] = useState<Set<number>>(new Set());
  const chosen = expiring.filter((person) => !skipped.has(person.technician_id)).map((person) => person.technician_id);

  const created = async (record: { id: number }) => {
    if (chosen.length) {
      try {
        await enrol(record.id, chosen);
      } catch (error) {
        notify(refusalTexts(error, translate).join(' '), { type: 'warning', multiLine: true });
      }
    }
    void navigate(`/training_activity/${record.id}`);
  };
  return (
    <Create resource="training_activities" title={false} mutationOptions={{ onSuccess: created }}>
      <SimpleForm defaultValues={{ course_id: courseId, capacity: Math.max(expiring.length, 8) }}>
        <SessionFields />
        {planExpiring && (
          <FormGroup aria-label={translate('training.create.enrol_expiring')} sx={{ width: '100%' }}>
            <Typography variant="subtitle2">{translate('training.create.enrol_expiring')}</Typography>
            {expiring.length === 0 && <Alert severity="info">{translate('training.create.nobody_expiring')}</Alert>}
            {expiring.map((person) => (
              <FormControlLabel
                key={person.technician_id}
                control={
                  <Checkbox
                    checked={!skipped.has(person.technician_id)}
                    onChange={(event) => {
                      const next = new Set(skipped);
                      if (event.target.checked) next.delete(person.technician_id);
                      else next.add(person.technician_id);
                      setSkipped(next);
                    }}
                  />
                }
                label={`${person.name} — ${translate(`training.choices.compliance.${person.state}`)}${person.expires_on ? ` (${person.expires_on})` : ''}`}
              />
            ))}
          </FormGroup>
        )}
      </SimpleForm>
    </Create>
  );
}
