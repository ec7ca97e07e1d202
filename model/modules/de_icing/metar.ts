import { parseMetar } from 'metar-taf-parser';
import type { PrecipitationIntensity, PrecipitationType } from './enums';

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
      observed_at: metar.issued ? new Date(metar.issued).toISOString() : null,
    };
  } catch {
    return { ok: false, error: 'unreadable' };
  }
}
