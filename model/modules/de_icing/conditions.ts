import type { HotCondition, PrecipitationIntensity, PrecipitationType } from './enums';

/**
 * The HOT table column for what the crew observes (FAA / Transport Canada HOT guidelines,
 * docs/modules/de_icing.md). Heavy snow, ice pellets, hail and moderate/heavy freezing rain are `other`: no holdover
 * time guidelines exist. No precipitation gives null: no holdover time applies. A missing intensity
 * reads as the heaviest one the column allows, so the window is never longer than it should be.
 */
export function hotCondition(precipitation: PrecipitationType, intensity: PrecipitationIntensity | null | undefined): HotCondition | null {
  switch (precipitation) {
    case 'none':
      return null;
    case 'frost':
    case 'freezing_fog':
    case 'freezing_drizzle':
    case 'rain_on_cold_soaked_wing':
      return intensity === 'heavy' && precipitation === 'freezing_drizzle' ? 'other' : precipitation;
    case 'snow':
    case 'snow_grains':
      if (intensity === 'very_light') return 'snow_very_light';
      if (intensity === 'light') return 'snow_light';
      if (intensity === 'heavy') return 'other';
      return 'snow_moderate';
    case 'freezing_rain':
      return intensity === 'very_light' || intensity === 'light' ? 'light_freezing_rain' : 'other';
    case 'ice_pellets':
    case 'hail':
      return 'other';
  }
}
