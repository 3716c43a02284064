import type { FastifyInstance } from 'fastify';

export type ListedRoute = { method: string; path: string };

const TREE_CHARS = /^[\s│├└─]*/u;

/**
 * Every route of a ready Fastify app, from `printRoutes()`: the router's radix tree, one node per line, indented
 * 4 characters per level, each node holding a piece of the path and, when routes end there, their methods in
 * parentheses. A route's path is the concatenation of its ancestors' pieces. (The `commonPrefix: false` variant
 * leaves out nodes such as `/api/auth/*`, so it is not used.) HEAD twins of GET routes are dropped. Used by the
 * authorization test, so a route added anywhere in the app shows up here.
 */
export function listRoutes(app: Pick<FastifyInstance, 'printRoutes'>): ListedRoute[] {
  const stack: string[] = [];
  const routes: ListedRoute[] = [];
  for (const line of app.printRoutes().split('\n')) {
    if (line.trim() === '' || line.trim() === '(empty tree)') continue;
    const prefix = TREE_CHARS.exec(line)?.[0] ?? '';
    const depth = Math.round([...prefix].length / 4);
    const text = line.slice(prefix.length);
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(text);
    if (!match) throw new Error(`Cannot parse route line: ${line}`);
    const [, segment = '', methods] = match;
    stack.length = depth;
    const path = (depth > 0 ? (stack[depth - 1] ?? '') : '') + segment;
    stack[depth] = path;
    for (const method of methods?.split(',').map((m) => m.trim()) ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
