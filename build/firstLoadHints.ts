import type { Plugin, Rolldown } from 'vite';
import { firstLoadHintsFile, type FirstLoadHints } from '../model/firstLoadHints.ts';

const modules = {
  signedOut: /[\\/]src[\\/]pages[\\/]account[\\/]LoginPage\.tsx$/,
  signedIn: /[\\/]src[\\/]layout[\\/]Layout\.tsx$/,
  home: /[\\/]src[\\/]pages[\\/]home[\\/]HomePage\.tsx$/,
  locale: /[\\/]i18n[\\/]([\w-]+)\.json$/,
};

/**
 * Writes first-load.json: the script files the first screen will ask for once the entry has run,
 * by kind of first screen, so the server can announce them with the page (Link: rel=modulepreload)
 * and the browser fetches them beside the entry instead of a round trip after it (bench/first-load). The
 * entry's own files are left out: index.html already names them.
 */
export function firstLoadHints(): Plugin {
  return {
    name: 'tarmac:first-load-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Rolldown.OutputChunk[]) => {
        const seen = new Set<string>();
        const visit = (chunk: Rolldown.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const name of chunk.imports) visit(byName.get(name)!);
        };
        start.forEach(visit);
        return seen;
      };
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const filesFor = (module: RegExp, already: Set<string> = loaded) => {
        const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => module.test(id)));
        return [...closure(holding)].filter((name) => !already.has(name)).map((name) => `/${name}`);
      };
      const signedIn = filesFor(modules.signedIn);
      const locales: Record<string, string> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const locale = modules.locale.exec(id)?.[1];
          if (locale && !loaded.has(chunk.fileName)) locales[locale] = `/${chunk.fileName}`;
        }
      }
      const hints: FirstLoadHints = {
        signedOut: filesFor(modules.signedOut),
        signedIn,
        home: filesFor(modules.home, new Set([...loaded, ...signedIn.map((url) => url.slice(1))])),
        locales,
      };
      this.emitFile({ type: 'asset', fileName: firstLoadHintsFile, source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
