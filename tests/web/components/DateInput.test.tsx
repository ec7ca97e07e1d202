import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateInput } from '../../../src/components/date/DateInput';
import { dayjsLocaleFor } from '../../../src/components/date/dayjsLocales';
import dayjs from 'dayjs';
import { renderInAdmin } from '../helpers';

function hiddenInput(container: HTMLElement) {
  return container.querySelector('input[name="day"]') as HTMLInputElement;
}

describe('DateInput', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a string, Date or number value in the display format; unreadable → empty', async () => {
    const cases: [unknown, string][] = [
      ['2026-03-07', '07 Mar 2026'],
      [new Date(2026, 2, 7), '07 Mar 2026'],
      [new Date(2026, 2, 7).getTime(), '07 Mar 2026'],
      ['garbage', ''],
    ];
    for (const [value, shown] of cases) {
      const view = await renderInAdmin(<DateInput label="Day" name="day" value={value as string} onChange={() => {}} />);
      expect(hiddenInput(view.container).value).toBe(shown);
      view.unmount();
    }
  });

  it('text that does not match the display format is cleared when the user leaves the field', async () => {
    const onChange = vi.fn();
    const view = await renderInAdmin(<DateInput label="Day" name="day" value="2026-03-07" onChange={onChange} />);
    const month = screen.getAllByRole('spinbutton').find((el) => /month/i.test(el.getAttribute('aria-label') ?? ''))!;
    // What the field holds after the user emptied the month part (as a real browser shows it).
    hiddenInput(view.container).value = '07 MMMM 2026';
    fireEvent.blur(month, { relatedTarget: document.body });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(hiddenInput(view.container).value).toBe('');
  });

  it('emptying one part of the date sends nothing while the user is still in the field', async () => {
    const onChange = vi.fn();
    const view = await renderInAdmin(<DateInput label="Day" name="day" value="2026-03-07" onChange={onChange} />);
    const month = screen.getAllByRole('spinbutton').find((el) => /month/i.test(el.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(month);
    await userEvent.keyboard('{Backspace}');
    // Not yet: the user may be about to type another month.
    expect(onChange).not.toHaveBeenCalled();
    expect(hiddenInput(view.container).value).not.toBe('');
    fireEvent.blur(month, { relatedTarget: document.body });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(hiddenInput(view.container).value).toBe('');
  });

  it('typing a year digit by digit sends only the finished date, never year 0002, 0020 or 0202', async () => {
    const onChange = vi.fn();
    await renderInAdmin(<DateInput label="Day" name="day" value="2026-03-07" onChange={onChange} />);
    const year = screen.getAllByRole('spinbutton').find((el) => /year/i.test(el.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(year);
    await userEvent.keyboard('2027');
    expect(onChange.mock.calls.map(([date]) => date)).toEqual(['2027-03-07']);
  });

  it("a re-render of the screen while a year is half-typed keeps every typed part (What's up reloading the day)", async () => {
    const onChange = vi.fn();
    let reload = () => {};
    function Screen() {
      const [, setLoads] = useState(0);
      reload = () => setLoads((loads) => loads + 1);
      return <DateInput label="Day" name="day" value="2026-03-07" onChange={onChange} />;
    }
    const view = await renderInAdmin(<Screen />);
    const year = screen.getAllByRole('spinbutton').find((el) => /year/i.test(el.getAttribute('aria-label') ?? ''))!;
    await userEvent.click(year);
    await userEvent.keyboard('2');
    expect(hiddenInput(view.container).value).toBe('07 Mar 0002');
    act(() => reload());
    expect(hiddenInput(view.container).value).toBe('07 Mar 0002');
    await userEvent.keyboard('027');
    expect(hiddenInput(view.container).value).toBe('07 Mar 2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-07');
  });

  it("a new value from outside (What's up's next-day button) is shown at once", async () => {
    let show = (_date: string) => {};
    function Screen() {
      const [date, setDate] = useState('2026-03-07');
      show = setDate;
      return <DateInput label="Day" name="day" value={date} onChange={() => {}} />;
    }
    const view = await renderInAdmin(<Screen />);
    act(() => show('2026-03-08'));
    expect(hiddenInput(view.container).value).toBe('08 Mar 2026');
  });

  it('a complete date in the display format is kept on leaving the field', async () => {
    const onChange = vi.fn();
    const view = await renderInAdmin(<DateInput label="Day" name="day" value="2026-03-07" onChange={onChange} />);
    const month = screen.getAllByRole('spinbutton')[0];
    fireEvent.blur(month, { relatedTarget: document.body });
    expect(onChange).not.toHaveBeenCalled();
    expect(hiddenInput(view.container).value).toBe('07 Mar 2026');
  });

  it('weeks start on Sunday unless the Monday-first option is set, whatever the language', () => {
    expect(dayjs().locale(dayjsLocaleFor('en', false)).startOf('week').day()).toBe(0);
    expect(dayjs().locale(dayjsLocaleFor('en', true)).startOf('week').day()).toBe(1);
    expect(dayjs().locale(dayjsLocaleFor('fr', false)).startOf('week').day()).toBe(0);
    expect(dayjs().locale(dayjsLocaleFor('zh-CN', true)).startOf('week').day()).toBe(1);
  });
});
