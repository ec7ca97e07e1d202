import type { FastifyInstance } from 'fastify';

/** Every "METHOD /api/path" the app serves, from its route tree (HEAD mirrors GET and is left out). */
export function apiEndpoints(app: FastifyInstance): string[] {
  const endpoints: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/);
    if (!match) continue;
    const depth = match[1].length / 4;
    const fullPath = (parents[depth - 1] ?? '') + match[2];
    parents[depth] = fullPath;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && fullPath.startsWith('/api/')) endpoints.push(`${method} ${fullPath}`);
    }
  }
  return endpoints;
}

/** A URL for a route pattern: `:id` becomes 1, other parameters a word. */
export function sampleUrl(route: string): string {
  return route.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : 'sample'));
}
