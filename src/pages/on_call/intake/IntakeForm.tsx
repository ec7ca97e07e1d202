import { Create, SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { cleanIntake, RequestFields } from './RequestFields';

/**
 * Taking a call: one keyboard-first screen — the caller's name has the focus,
 * Ctrl+Enter saves from any field, Esc goes back to the board; saved, it opens the request page.
 */
export function IntakeForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const cancel = () => navigate('/on_call');
  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.querySelector('form')?.requestSubmit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      void cancel();
    }
  };
  return (
    <Box onKeyDown={onKeyDown}>
      <Create
        resource="on_call_requests"
        title={false}
        transform={cleanIntake}
        mutationOptions={{ onSuccess: (record: { id: number }) => navigate(`/on_call/${record.id}`) }}
      >
        <SimpleForm
          defaultValues={{ mel_status: 'unknown', part_numbers: [] }}
          toolbar={
            <Toolbar sx={{ gap: 1 }}>
              <SaveButton label="on_call.intake.save" />
              {/* The toolbar is grey: the theme's blue on it reads below 4.5:1. */}
              <Button onClick={cancel} color="inherit">
                {translate('ra.action.cancel')}
              </Button>
              <Typography variant="body2" sx={{ ml: 'auto' }}>
                {translate('on_call.intake.keys_hint')}
              </Typography>
            </Toolbar>
          }
        >
          <RequestFields autoFocus />
        </SimpleForm>
      </Create>
    </Box>
  );
}
