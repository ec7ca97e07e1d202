import { Stack } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, WithRecord } from 'react-admin';
import { AttendeesPanel } from './AttendeesPanel';
import { SessionFields } from './SessionFields';
import { SessionStatusChip } from './SessionStatusChip';
import { SessionSummary } from './SessionSummary';
import { StatusActions } from './StatusActions';
import { useTrainingPermissions } from './useTrainingPermissions';

/**
 * A session's page: its fields (saved with the version read: a stale copy is a 409), status moves
 * and attendees; readers without training_write see it summed up.
 */
export function SessionPage({ id }: { id: string }) {
  const { write } = useTrainingPermissions();
  return (
    <Edit resource="training_activities" id={id} title={false} mutationMode="pessimistic" redirect={false} actions={false}>
      <Stack spacing={2} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <WithRecord render={(record) => <SessionStatusChip status={record.status} />} />
          {write && <StatusActions />}
        </Stack>
        {write ? (
          <SimpleForm
            toolbar={
              <Toolbar>
                <SaveButton />
              </Toolbar>
            }
            sx={{ p: 0 }}
          >
            <SessionFields />
          </SimpleForm>
        ) : (
          <SessionSummary />
        )}
        <AttendeesPanel />
      </Stack>
    </Edit>
  );
}
