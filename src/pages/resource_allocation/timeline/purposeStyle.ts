import type { BookingPurpose } from '../../../../model/modules/resource_allocation/enums';

/** A bar's colour by what it is booked for; its name says the purpose too, so colour is never the only cue (WCAG 1.4.1). */
const purposePalette: Record<BookingPurpose, 'info' | 'warning' | 'primary' | 'success' | 'grey'> = {
  activity: 'info',
  on_call: 'warning',
  de_icing: 'primary',
  reservation: 'success',
  transfer: 'grey',
};

export function purposeColours(purpose: BookingPurpose) {
  const palette = purposePalette[purpose] ?? 'grey';
  if (palette === 'grey') return { bgcolor: 'grey.300', color: 'grey.900' };
  return { bgcolor: `${palette}.dark`, color: `${palette}.contrastText` };
}
