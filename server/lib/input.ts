/** Input checked with the shared schemas (graphql/shared/input-rules.ts): their first problem is a 400. */
import type { z } from 'zod';
import { badInput } from './errors';

/** The parsed value, or a 400 with the message the client's form shows for the same input. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badInput(result.error.issues[0]?.message ?? 'Invalid input.');
  return result.data;
}

/** Like parseOrRefuse, for a request body (REST) or input object (GraphQL) that must be an object. */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badInput('The request body must be a JSON object.');
  }
  return parseOrRefuse(schema, value);
}
