/** The Settings module's shared pieces (docs/modules/settings.md): one import for the server and the browser. */
export * from './settingsRecords';
