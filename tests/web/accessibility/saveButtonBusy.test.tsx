import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, TextInput } from 'react-admin';
import { CrudToolbar } from '../../../src/components/crud/form/CrudToolbar';
import { renderInAdmin } from '../helpers';

describe('the Save button of every settings form while saving (axe aria-progressbar-name)', () => {
  it('shows its spinner without making it an unnamed progress bar', async () => {
    // A save that never answers: the form stays submitting.
    await renderInAdmin(
      <Form onSubmit={() => new Promise(() => undefined)}>
        <TextInput source="name" />
        <CrudToolbar deletable={false} />
      </Form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'CDG');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.querySelector('.MuiCircularProgress-root')).not.toBeNull());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
