import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, SaveContextProvider } from 'react-admin';
import { ShiftTypeForm } from '../../../../src/resources/shift_types/ShiftTypeForm';
import { PaidTimeField, ShiftCodeField, ShiftTimesField } from '../../../../src/resources/shift_types/shiftTypeFields';
import { renderInAdmin } from '../../helpers';
import { picker, pickerText, typeInPicker } from '../../pickers';

async function renderForm(record: Record<string, unknown> = {}) {
  const save = vi.fn();
  await renderInAdmin(
    <ResourceContextProvider value="shift_types">
      <SaveContextProvider value={{ save }}>
        <RecordContextProvider value={record}>
          <ShiftTypeForm />
        </RecordContextProvider>
      </SaveContextProvider>
    </ResourceContextProvider>,
  );
  return save;
}

describe('the shift type form', () => {
  it('a working shift needs its start and end: the schema says which field is missing', async () => {
    const save = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'n');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Night');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(picker('Start')).toHaveAttribute('aria-invalid', 'true'));
    expect(picker('End')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'false');
    expect(save).not.toHaveBeenCalled();
  });

  it('a night shift crossing midnight saves with its code in capitals', async () => {
    const save = await renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'n');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Night');
    await typeInPicker(picker('Start'), '2200');
    await typeInPicker(picker('End'), '0600');
    await userEvent.clear(screen.getByLabelText('Paid time'));
    await userEvent.type(screen.getByLabelText('Paid time'), '450');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({
      code: 'N',
      name: 'Night',
      kind: 'work',
      start_time: '22:00',
      end_time: '06:00',
      paid_minutes: 450,
      active: true,
    });
  });

  it('a day off has no times: choosing it hides and clears them', async () => {
    const save = await renderForm({
      id: 4,
      version: 1,
      code: 'D',
      name: 'Day',
      kind: 'work',
      start_time: '06:00:00',
      end_time: '18:00:00',
      paid_minutes: 690,
      colour: '#1565C0',
      active: true,
    });
    expect(pickerText(picker('Start'))).toBe('06:00');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Off' }));
    expect(screen.queryByRole('group', { name: 'Start' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ kind: 'off', start_time: null, end_time: null });
  });
});

describe('shift type fields in the list', () => {
  it('a night shift reads "22:00 – 06:00 (+1 day)", paid time in hours, the code readable on its colour', async () => {
    await renderInAdmin(
      <RecordContextProvider
        value={{ id: 2, code: 'N', start_time: '22:00:00', end_time: '06:00:00', paid_minutes: 450, colour: '#311B92' }}
      >
        <ShiftTimesField />|<PaidTimeField />|<ShiftCodeField />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('22:00 – 06:00 (+1 day)')).toBeInTheDocument();
    expect(screen.getByText('7 h 30')).toBeInTheDocument();
    expect(screen.getByText('N')).toHaveStyle({ color: 'rgb(255, 255, 255)' });
  });

  it('a pale colour gets black text, and a day without times shows none', () => {
    render(
      <RecordContextProvider value={{ id: 3, code: 'O', start_time: null, end_time: null, colour: '#E0E0E0' }}>
        <span data-testid="times">
          <ShiftTimesField />
        </span>
        <ShiftCodeField />
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('times')).toBeEmptyDOMElement();
    expect(screen.getByText('O')).toHaveStyle({ color: 'rgb(0, 0, 0)' });
  });
});
