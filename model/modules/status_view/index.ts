/** The Status view's pure rules (issue 13 §4): one import for the server and the browser. */
export * from './initials';
export * from './board';
export * from './cards';
