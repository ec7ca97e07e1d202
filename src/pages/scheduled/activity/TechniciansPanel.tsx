import { useState } from 'react';
import { Alert, Box, Button, Chip, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import GavelIcon from '@mui/icons-material/Gavel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useTranslate } from 'react-admin';
import { unassignTechnician } from './activityApi';
import type { ActivityAssignment, ActivityDetail } from './activityTypes';
import { AssignTechnicianDialog } from './AssignTechnicianDialog';
import { RuleResults } from './RuleResults';
import { Section } from '../../../components/Section';
import { useActivityAction } from '../../../components/useActivityAction';
import { useEligibleTechnicians } from './useEligibleTechnicians';

function OverrideNote({ assignment }: { assignment: ActivityAssignment }) {
  const translate = useTranslate();
  if (!assignment.override_reason) return null;
  const rules = (assignment.overridden_rules ?? []).map((rule) => translate(`scheduled.activity.rule_names.${rule}`, { _: rule }));
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate('scheduled.activity.technicians.overridden', { rules: rules.join(', ') || '—', reason: assignment.override_reason })}
    </Alert>
  );
}

/**
 * The assignment rules this person breaks since a movement (or a person) last re-timed the job, as
 * the server stored them with the assignment. A double booking is never among them: its own alert
 * above says it.
 */
function BrokenRulesNote({ assignment }: { assignment: ActivityAssignment }) {
  const translate = useTranslate();
  const rules = assignment.broken_rules ?? [];
  if (rules.length === 0) return null;
  return (
    <Alert severity="warning" icon={<GavelIcon />} sx={{ mt: 1 }}>
      {translate('scheduled.activity.technicians.broken_rules')}
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {rules.map((rule) => (
          <li key={rule}>
            <Chip size="small" color="warning" label={translate(`scheduled.activity.rule_names.${rule}`, { _: rule })} />
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * Who does the work, each with any double booking, the rules broken since the last re-timing, any
 * override kept with its reason, and today's rule results (docs/modules/scheduled.md).
 */
export function TechniciansPanel({ record, editable, onChanged }: { record: ActivityDetail; editable: boolean; onChanged: () => void }) {
  const translate = useTranslate();
  const { busy, run } = useActivityAction(onChanged);
  const [assigning, setAssigning] = useState(false);
  const { candidates } = useEligibleTechnicians(record.id, record.version, editable);
  const rulesOf = (technicianId: number) => candidates?.find((candidate) => candidate.technician_id === technicianId)?.rules ?? [];
  const conflictsOf = (technicianId: number) => record.conflicts.filter((conflict) => conflict.technician_id === technicianId);

  const remove = (assignment: ActivityAssignment) => run(() => unassignTechnician(record.id, assignment.id));
  const assignButton = editable && candidates && (
    <Button startIcon={<PersonAddIcon />} onClick={() => setAssigning(true)} sx={{ minHeight: 48 }}>
      {translate('scheduled.activity.technicians.assign')}
    </Button>
  );
  return (
    <Section title={translate('scheduled.activity.technicians.title')} actions={assignButton}>
      {record.assignments.length === 0 && (
        <Typography color="text.secondary">{translate('scheduled.activity.technicians.empty')}</Typography>
      )}
      <List disablePadding>
        {record.assignments.map((assignment) => (
          <ListItem
            key={assignment.id}
            divider
            disableGutters
            alignItems="flex-start"
            secondaryAction={
              editable && (
                <IconButton
                  edge="end"
                  disabled={busy}
                  onClick={() => remove(assignment)}
                  aria-label={translate('scheduled.activity.technicians.remove', { name: assignment.name })}
                  sx={{ width: 48, height: 48 }}
                >
                  <PersonRemoveIcon />
                </IconButton>
              )
            }
          >
            <Box sx={{ width: '100%', pr: 6 }}>
              <ListItemText
                primary={
                  <>
                    {assignment.name}{' '}
                    <Chip size="small" label={translate(`scheduled.choices.assignment_role.${assignment.role}`, { _: assignment.role })} />
                  </>
                }
              />
              {conflictsOf(assignment.technician_id).map((conflict) => (
                <Alert key={conflict.activity_id} severity="error" sx={{ mt: 1 }}>
                  {translate('scheduled.activity.conflict_with', { work_order: conflict.work_order })}
                </Alert>
              ))}
              <BrokenRulesNote assignment={assignment} />
              <OverrideNote assignment={assignment} />
              {rulesOf(assignment.technician_id).length > 0 && (
                <RuleResults
                  rules={rulesOf(assignment.technician_id)}
                  label={translate('scheduled.activity.technicians.rules_of', { name: assignment.name })}
                />
              )}
            </Box>
          </ListItem>
        ))}
      </List>
      {assigning && candidates && (
        <AssignTechnicianDialog
          activityId={record.id}
          candidates={candidates}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            onChanged();
          }}
        />
      )}
    </Section>
  );
}
