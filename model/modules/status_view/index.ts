/** The Status view's pure rules (docs/modules/status_view.md): one import for the server and the browser. */
export * from './initials';
export * from './board';
export * from './cards';
