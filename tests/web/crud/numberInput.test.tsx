import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, SaveContextProvider, TextInput } from 'react-admin';
import { z } from 'zod';
import { count, money, phone } from '../../../model/resources/fieldRules';
import { resourceSchemas } from '../../../model/resources/resourceSchemas';
import { CrudForm, CrudNumberInput, FormSection } from '../../../src/components/crud';
import { renderInAdmin } from '../helpers';

const schemas = resourceSchemas(z.object({ phone, hourly_cost: money.nullable().optional(), standard_minutes: count(1440) }));

/** A settings form holding a record whose values are off the inputs' arrow steps. */
async function renderForm(record: Record<string, unknown>) {
  const save = vi.fn();
  await renderInAdmin(
    <ResourceContextProvider value="technicians">
      <SaveContextProvider value={{ save }}>
        <RecordContextProvider value={record}>
          <CrudForm schemas={schemas} deletable={false}>
            <FormSection name="employment">
              <TextInput source="phone" label="Phone" />
              <CrudNumberInput source="hourly_cost" label="Hourly cost" min={0} step={0.5} />
              <CrudNumberInput source="standard_minutes" label="Minutes" min={0} step={5} />
            </FormSection>
          </CrudForm>
        </RecordContextProvider>
      </SaveContextProvider>
    </ResourceContextProvider>,
  );
  return save;
}

describe('number inputs of the settings forms', () => {
  it('saves a changed phone on a record whose values are off the arrow steps (55.64 with a 0.5 step, 7 with a 5 step)', async () => {
    const save = await renderForm({ id: 1, version: 3, phone: '+1 416 555 0129', hourly_cost: 55.64, standard_minutes: 7 });
    expect(screen.getByLabelText('Hourly cost')).toHaveAttribute('step', '0.5');
    await userEvent.type(screen.getByLabelText('Phone'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ phone: '+1 416 555 01299', hourly_cost: 55.64, standard_minutes: 7, version: 3 });
    // The browser's step, min and max checks never stand between the user and the schema.
    expect(screen.getByLabelText('Hourly cost').closest('form')).toHaveAttribute('novalidate');
  });

  it("shows the schema's own messages: whole minutes, cents at most", async () => {
    const save = await renderForm({ id: 1, version: 3, hourly_cost: 55.64, standard_minutes: 7 });
    await userEvent.clear(screen.getByLabelText('Minutes'));
    await userEvent.type(screen.getByLabelText('Minutes'), '7.5');
    await userEvent.clear(screen.getByLabelText('Hourly cost'));
    await userEvent.type(screen.getByLabelText('Hourly cost'), '55.645');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
