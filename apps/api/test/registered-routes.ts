import type { FastifyInstance } from 'fastify';

/** METHOD /path of every route the app registered (HEAD and OPTIONS aside), read from printRoutes. */
export function registeredRoutes(instance: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const fullPath = (stack[depth - 1] ?? '') + match[2]!;
    stack[depth] = fullPath;
    for (const method of (match[3] ?? '').split(',').map((part) => part.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push(`${method} ${fullPath}`);
    }
  }
  return routes;
}
