import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-admin';
import { DateTimeInput, StationDateTimeInput } from '../../../src/components/date/DateTimeInput';
import { TimeInput } from '../../../src/components/date/TimeInput';
import { renderInAdmin } from '../helpers';
import { leavePicker, picker, pickerText, typeInPicker } from '../pickers';

describe('DateTimeInput: one date-time input, in the station’s time zone', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete window.config;
  });

  it('08:00 typed at CDG in December is 07:00Z: the instant sent carries its offset, and the label names the zone', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<DateTimeInput label="Starts" value={null} timeZone="Europe/Paris" onChange={onChange} />);
    const field = picker('Starts (Europe/Paris)');
    await typeInPicker(field, '10Dec20260800');
    expect(pickerText(field)).toBe('10 Dec 2026 08:00');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-10T07:00:00.000Z');
  });

  it('the same wall-clock time is another instant in another station’s zone (Montreal in December: UTC−5)', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<DateTimeInput label="Starts" value={null} timeZone="America/Toronto" onChange={onChange} />);
    await typeInPicker(picker('Starts (America/Toronto)'), '10Dec20260800');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-10T13:00:00.000Z');
  });

  it('shows an instant in the station’s zone, in the settings’ date format and 24-hour time', async () => {
    window.config = { dateFormat: 'DD/MM/YYYY' };
    await renderInAdmin(<DateTimeInput label="ETA" value="2026-07-01T13:30:00Z" timeZone="Europe/Amsterdam" onChange={() => {}} />);
    // 13:30Z is 15:30 in Amsterdam in summer: never "03:30 PM".
    expect(pickerText(picker('ETA (Europe/Amsterdam)'))).toBe('01/07/2026 15:30');
  });

  it('typing a year digit by digit sends only the finished date and time, never year 0002', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<DateTimeInput label="At" value="2026-03-07T09:00:00Z" timeZone="UTC" onChange={onChange} />);
    const year = screen.getAllByRole('spinbutton').find((el) => /year/i.test(el.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(year);
    await userEvent.keyboard('2027');
    expect(onChange.mock.calls.map(([instant]) => instant)).toEqual(['2027-03-07T09:00:00.000Z']);
  });

  it('an unfinished date and time is cleared when the user leaves the field, and null goes out', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<DateTimeInput label="At" value={null} timeZone="UTC" onChange={onChange} />);
    const field = picker('At (UTC)');
    await typeInPicker(field, '10Dec');
    expect(onChange).not.toHaveBeenCalled();
    leavePicker(field);
    // The picker starts again, empty: read it anew.
    expect(pickerText(picker('At (UTC)'))).toBe('');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('a new instant from outside ("Now") is shown at once', async () => {
    let show = (_instant: string) => {};
    function Screen() {
      const [instant, setInstant] = useState<string | null>(null);
      show = setInstant;
      return <DateTimeInput label="At" value={instant} timeZone="Europe/Paris" onChange={setInstant} />;
    }
    await renderInAdmin(<Screen />);
    act(() => show('2026-12-10T07:00:00Z'));
    expect(pickerText(picker('At (Europe/Paris)'))).toBe('10 Dec 2026 08:00');
  });

  it('bound to a react-admin form, the form holds the UTC instant', async () => {
    const submit = vi.fn();
    await renderInAdmin(
      <Form onSubmit={submit}>
        <StationDateTimeInput source="starts_at" label="training.fields.starts_at" timeZone="Europe/Paris" />
        <button type="submit">Go</button>
      </Form>,
    );
    await typeInPicker(picker(/^Starts \(Europe\/Paris\)/), '10Dec20260800');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0][0]).toEqual({ starts_at: '2026-12-10T07:00:00.000Z' });
  });
});

describe('TimeInput: a wall-clock time of day, 24 h', () => {
  it('is typed and shown as HH:mm and sent as HH:mm; HH:MM:SS from the API shows without seconds', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<TimeInput label="Start" value="07:30:00" onChange={onChange} />);
    const field = picker('Start');
    expect(pickerText(field)).toBe('07:30');
    await typeInPicker(field, '2215');
    expect(pickerText(field)).toBe('22:15');
    expect(onChange).toHaveBeenLastCalledWith('22:15');
  });
});
