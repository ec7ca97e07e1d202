import { Box, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import type { ReactNode } from 'react';
import { CreateButton, useCanAccess, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';

/** An empty list says so and offers to create the first record (and any other action, e.g. import). */
export function ListEmpty({ actions }: { actions?: ReactNode }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { hasCreate: createScreen } = useResourceDefinition();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const hasCreate = createScreen && !!canAccess;
  const name = translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, opacity: 0.5 }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate('crud.list.empty_title', { name })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(hasCreate ? 'crud.list.empty_create' : 'crud.list.empty_text')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
        {hasCreate && <CreateButton variant="contained" />}
        {actions}
      </Box>
    </Box>
  );
}
