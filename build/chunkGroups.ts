import type { Rolldown } from 'vite';

/**
 * How the browser app is cut into files (rolldown's codeSplitting groups; each group also takes
 * the modules its members import, unless a group of higher priority took them first).
 *
 * Left to itself the bundler makes a common chunk of every set of modules shared by the same set
 * of lazy screens: the sign-in screen arrived in 44 files and What's up in 52, and on a phone
 * each file costs a round trip (HTTP/1.1 opens six connections per host). Measured with
 * bench/first-load. Every screen stays its own lazy chunk.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Everything the entry imports statically: one file instead of ~26 (it is all needed at once).
  { name: 'shell', tags: ['$initial'], priority: 10 },
  // MUI's text field family: the sign-in form, the nav bar and nearly every screen use it.
  { name: 'inputs', test: /@mui[\\/]material[\\/]TextField[\\/]TextField\./, priority: 9 },
  // The signed-out screens (sign-in, register, password reset…) and what they share.
  { name: 'account', test: /src[\\/]pages[\\/]account[\\/]/, priority: 8 },
  // The signed-in frame (nav bar, live events), loaded with the first signed-in screen, with the
  // live stream's code the layout loads as soon as it is drawn (a round trip of its own before).
  { name: 'layout', test: /src[\\/](layout[\\/]Layout\.tsx|live[\\/]liveConnection\.ts)$/, priority: 7 },
  // Icons are a few hundred bytes each: one small file rather than one request per icon.
  { name: 'icons', test: /@mui[\\/]icons-material[\\/]/, priority: 6 },
  // What's up, the first screen after sign-in, with the small pieces it shares with other screens
  // (the screen frame, chips, status styles, station times): they then come cached.
  { name: 'home', test: /src[\\/]pages[\\/]home[\\/]HomePage\.tsx$/, priority: 5 },
];
