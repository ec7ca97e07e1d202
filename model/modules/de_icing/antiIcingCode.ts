import { utcToLocal } from '../../core/localTime';
import type { FluidType } from './enums';

export interface AntiIcingCodeFacts {
  fluidType: FluidType;
  concentration: number;
  /** The HOT clock starts here. */
  finalStepStartedAt: Date;
  /** The station's IANA zone: the crew hears local time. */
  timeZone: string;
  brand?: string | null;
  /** The post-de-icing/anti-icing check is recorded. */
  checked: boolean;
}

const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * The anti-icing code told to the flight crew, in ICAO/AEA order: fluid type / concentration (not for
 * Type I) / local start time of the final step / date / brand (optional) / "POST DE-ICING/ANTI-ICING
 * CHECK COMPLETED". Only once the check is recorded: before that there is nothing to report.
 */
export function antiIcingCode(facts: AntiIcingCodeFacts): string | null {
  if (!facts.checked) return null;
  const { date, time } = utcToLocal(facts.finalStepStartedAt, facts.timeZone);
  const [year, month, day] = date.split('-');
  const parts = [`TYPE ${facts.fluidType}`];
  if (facts.fluidType !== 'I') parts.push(String(facts.concentration));
  parts.push(time, `${day} ${months[Number(month) - 1]} ${year}`);
  const brand = facts.brand?.trim();
  if (brand) parts.push(brand.toUpperCase());
  parts.push('POST DE-ICING/ANTI-ICING CHECK COMPLETED');
  return parts.join('/');
}
