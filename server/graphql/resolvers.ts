/** The GraphQL resolvers: each module's map, composed (a module owns the fields of its domain). */
import { DOMAIN_MODULES } from '../modules';
import { ENUM_VALUES } from './enum-values';
import type { Resolvers } from './resolvers-types';
import { DateScalar, DateTimeScalar } from './scalars';

const modules: Resolvers[] = Object.values(DOMAIN_MODULES).flatMap((module) =>
  'resolvers' in module ? [module.resolvers] : [],
);

/** Merges the modules' maps type by type; a field defined by two modules is a mistake and throws. */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps)
    for (const [typeName, fields] of Object.entries(map)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolve] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two modules`);
        target[field] = resolve;
      }
    }
  return merged as Resolvers;
}

export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  ...ENUM_VALUES,
  ...mergeResolvers([{ Query: { health: () => 'ok' } }, ...modules]),
};
