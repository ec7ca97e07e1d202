import { parseMetar } from 'metar-taf-parser';
import type { PrecipitationIntensity, PrecipitationType } from './enums';
import { hoursAndMinutes } from '../../core/duration';
import { passed, refused, warned, type DeIcingRuleResult } from './ruleResult';

export interface MetarWeather {
  ok: true;
  station: string;
  oat_c: number | null;
  precipitation: PrecipitationType;
  /** A suggestion only: HOT snow intensity depends on visibility, not on the METAR's -/+ alone; the operator confirms. */
  intensity_suggestion: PrecipitationIntensity | null;
  observed_at: string | null;
}

export type MetarResult = MetarWeather | { ok: false; error: 'unreadable' };

type WeatherGroup = { intensity?: string; descriptive?: string; phenomenons: string[] };

/** Precipitation in the order a HOT decision cares about: the most restrictive first. */
function precipitationOf(groups: readonly WeatherGroup[]): { type: PrecipitationType; group: WeatherGroup | null } {
  const has = (test: (g: WeatherGroup) => boolean) => groups.find(test) ?? null;
  const freezing = (g: WeatherGroup) => g.descriptive === 'FZ';
  const checks: [PrecipitationType, (g: WeatherGroup) => boolean][] = [
    ['freezing_rain', (g) => freezing(g) && g.phenomenons.includes('RA')],
    ['freezing_drizzle', (g) => freezing(g) && g.phenomenons.includes('DZ')],
    ['ice_pellets', (g) => g.phenomenons.includes('PL')],
    ['hail', (g) => g.phenomenons.includes('GR') || g.phenomenons.includes('GS')],
    ['snow', (g) => g.phenomenons.includes('SN')],
    ['snow_grains', (g) => g.phenomenons.includes('SG')],
    ['freezing_fog', (g) => freezing(g) && g.phenomenons.includes('FG')],
  ];
  for (const [type, test] of checks) {
    const group = has((g) => g.intensity !== 'VC' && test(g));
    if (group) return { type, group };
  }
  return { type: 'none', group: null };
}

/**
 * The METAR's intensity, made heavier when visibility is poor (a rule of thumb after the FAA's
 * snowfall-intensity-by-visibility table): a light shower in 600 m of visibility is no light snow.
 */
function intensityOf(type: PrecipitationType, group: WeatherGroup | null, visibilityM: number | null): PrecipitationIntensity | null {
  if (!group || type === 'freezing_fog' || type === 'ice_pellets' || type === 'hail') return null;
  let intensity: PrecipitationIntensity = group.intensity === '-' ? 'light' : group.intensity === '+' ? 'heavy' : 'moderate';
  if (type === 'snow' || type === 'snow_grains') {
    if (intensity === 'light' && visibilityM !== null && visibilityM >= 5000) intensity = 'very_light';
    if (visibilityM !== null && visibilityM < 1000 && intensity !== 'heavy') intensity = visibilityM < 400 ? 'heavy' : 'moderate';
  }
  return intensity;
}

function visibilityMetres(visibility: { value: number; unit: string } | undefined): number | null {
  if (!visibility) return null;
  return visibility.unit === 'SM' ? Math.round(visibility.value * 1609) : visibility.value;
}

/**
 * The parser dates the report's day in `now`'s month: on the 1st, yesterday's report (the 31st) would
 * land a month ahead. A date more than half a month ahead is last month's.
 */
function observedAt(issued: Date, now: Date): Date {
  if (issued.getTime() - now.getTime() < 15 * 24 * 3_600_000) return issued;
  const earlier = new Date(issued);
  earlier.setUTCDate(1);
  earlier.setUTCMonth(earlier.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth() + 1, 0)).getUTCDate();
  earlier.setUTCDate(Math.min(issued.getUTCDate(), lastDay));
  return earlier;
}

/**
 * Prefill the weather fields from a METAR (docs/modules/de_icing.md), e.g.
 * `EGLL 051320Z 03012KT 1200 -SN BR M02/M04 Q1008` → −2 °C, snow, light. `now` dates the report
 * (a METAR names only the day of the month).
 */
export function weatherFromMetar(text: string, now: Date = new Date()): MetarResult {
  try {
    const metar = parseMetar(text.trim(), { issued: now });
    // The parser is lenient: a report starts with an ICAO station and its day/time group.
    if (!/^[A-Z][A-Z0-9]{3}$/.test(metar.station) || metar.day === undefined) return { ok: false, error: 'unreadable' };
    const { type, group } = precipitationOf(metar.weatherConditions);
    return {
      ok: true,
      station: metar.station,
      oat_c: metar.temperature ?? null,
      precipitation: type,
      intensity_suggestion: intensityOf(type, group, visibilityMetres(metar.visibility)),
      observed_at: metar.issued ? observedAt(new Date(metar.issued), now).toISOString() : null,
    };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}

/**
 * How far a METAR may seem to lie in the future before it is refused: the clocks of the pad's tablet
 * and of the server may be a few minutes apart, and an observation is often filed a few minutes
 * before the hour it names, so a small lead is a clock matter, not a wrong report.
 */
export const metarClockToleranceMinutes = 10;
/** A station's routine METAR interval when it names none (stations.metar_interval_minutes). */
export const defaultMetarIntervalMinutes = 60;

export interface MetarTimeFacts {
  /** The METAR as pasted; empty or unreadable: nothing to judge (the operator typed the weather). */
  metar: string | null | undefined;
  /** The clock now: a report cannot be observed after it, and dates the METAR's day of the month. */
  now: Date;
  /** When the weather mattered: the final step's start (now when not yet known). */
  treatedAt?: Date | null;
  intervalMinutes: number;
}

/**
 * SAE AS6285 / FAA HOT guidelines: the holdover window is chosen from the weather at the time of
 * the treatment. A METAR time-stamped in the future is refused (beyond `metarClockToleranceMinutes`);
 * one older than the station's reporting interval at the treatment is a warning to accept — a newer
 * report should have been used, or the weather observed.
 */
export function checkMetarTime({ metar, now, treatedAt, intervalMinutes }: MetarTimeFacts): DeIcingRuleResult<'metar_time'> {
  if (!metar?.trim()) return passed('metar_time');
  const weather = weatherFromMetar(metar, now);
  if (!weather.ok || !weather.observed_at) return passed('metar_time');
  const observed = new Date(weather.observed_at).getTime();
  const aheadMinutes = (observed - now.getTime()) / 60_000;
  if (aheadMinutes > metarClockToleranceMinutes)
    return refused('metar_time', 'future', {
      observed_at: weather.observed_at,
      minutes: Math.round(aheadMinutes),
      duration: hoursAndMinutes(aheadMinutes),
    });
  const ageMinutes = ((treatedAt ?? now).getTime() - observed) / 60_000;
  if (ageMinutes > intervalMinutes)
    return warned('metar_time', 'stale', {
      observed_at: weather.observed_at,
      minutes: Math.round(ageMinutes),
      limit: intervalMinutes,
      duration: hoursAndMinutes(ageMinutes),
      limit_duration: hoursAndMinutes(intervalMinutes),
    });
  return passed('metar_time');
}
