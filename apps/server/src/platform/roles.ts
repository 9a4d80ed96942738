// Roles per area (decision 0027): every guarded route belongs to an area of the panel, given where
// its feature is registered (app.ts) or in the route's own config; one hook checks the caller's
// role against it before the request's body is read, so a call outside the role answers 403
// whatever it sends. A GET reads ('view'); any other method changes ('manage').
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AdminRole, type Area, type AreaLevel, can, roleRefusal } from '@store/contract/roles';
import { adminOf } from './auth.ts';
import { AppError } from './errors.ts';

/** `self`: the signed-in admin's own account (any role). */
export type RouteArea = Area | 'self';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The area of the panel the route belongs to. */
    area?: RouteArea;
    /** The level the route needs when its method does not say it (an export is a POST that reads). */
    level?: AreaLevel;
    /** A list other screens pick from: roles that manage this area may read it too. */
    lookupFor?: Area;
  }
}

/** Refuses with 403 unless `role` may do `level` in `area`. */
export function requireArea(role: AdminRole, area: Area, level: AreaLevel): void {
  if (!can(role, area, level)) throw new AppError('FORBIDDEN', roleRefusal(role, area, level));
}

function levelOf(request: FastifyRequest): AreaLevel {
  return (
    request.routeOptions.config.level ?? (request.method === 'GET' || request.method === 'HEAD' ? 'view' : 'manage')
  );
}

/**
 * The guard's second half, after the session: the route's area against the caller's role. A route
 * with no area is refused (a route is open to a role only when it says so).
 */
export async function authorizeArea(request: FastifyRequest): Promise<void> {
  const { role } = adminOf(request);
  const { area, lookupFor } = request.routeOptions.config;
  if (area === 'self') return;
  const level = levelOf(request);
  if (lookupFor && level === 'view' && can(role, lookupFor, 'manage')) return;
  requireArea(role, area ?? 'admins', level);
}

/**
 * Registers a feature's routes in an area: each route that does not name its own area gets this
 * one.
 */
export async function registerInArea(
  parent: FastifyInstance,
  area: RouteArea,
  register: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { area, ...route.config };
    });
    await register(scope);
  });
}
