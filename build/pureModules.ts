import path from 'node:path';

const modelDir = `${path.resolve(import.meta.dirname, '..', 'model')}${path.sep}`;

/**
 * Which of our modules the bundler may leave out when nothing of them is used (rolldown's
 * treeshake.moduleSideEffects; undefined keeps its own judgement: package.json `sideEffects`, or
 * "has some").
 *
 * model/ is pure business rules (docs/ARCHITECTURE.md): importing one of its files does nothing but
 * define things. Left to itself the bundler keeps every file a barrel (`model/modules/<m>/index.ts`)
 * re-exports once one name of it is used, because a zod schema built at the top of a file looks like
 * a call with effects: What's up's `activityStatuses` brought every module's schemas and zod itself
 * (~170 kB, ~45 kB compressed) into the phone's first load (bench/first-load). A model file that is
 * used still brings what it imports for effect (model/dateLocales.ts' dayjs locales).
 */
export function pureModules(id: string): boolean | undefined {
  return id.startsWith(modelDir) ? false : undefined;
}
