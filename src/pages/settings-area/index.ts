/**
 * What other code may use from the settings area: its tiles and the general settings
 * path. Pages themselves (GeneralSettingsPage too) load lazily through src/routes.
 */
export { generalSettingsPath, settingsGroups, tilePath, visibleSettingsGroups, type SettingsGroup } from './settingsTiles';
