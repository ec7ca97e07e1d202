/**
 * Minutes as h:mm, how the ramp and the desk read a duration (455 → "7:35", 95 → "1:35"), shared by
 * every screen and report that shows one; rounded to the minute, negative stays signed.
 */
export function hoursAndMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.round(Math.abs(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A stored duration in minutes (a record's or a form's value, maybe empty) as h:mm; '' when there is none or it is negative. */
export function durationText(minutes: unknown): string {
  const value = Number(minutes);
  if (minutes === null || minutes === undefined || minutes === '' || !Number.isFinite(value) || value < 0) return '';
  return hoursAndMinutes(value);
}
