import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DAY_PATTERN, isCalendarDay, notACalendarDay } from '../../graphql/shared/period-rules';

function parseDay(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDay(value)) {
    throw new GraphQLError(`${notACalendarDay('Date')} Got ${JSON.stringify(value).slice(0, 40)}.`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return value;
}

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  // Outgoing days come from date columns: a shape check is enough (parsing every one costs on big histories).
  serialize: (value) => {
    if (value instanceof Date) return value.toISOString().slice(0, 10);
    if (typeof value === 'string' && DAY_PATTERN.test(value)) return value;
    return parseDay(value);
  },
  parseValue: parseDay,
  parseLiteral: (ast) => parseDay(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseDateTime(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('DateTime must be an ISO 8601 timestamp.', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : parseDateTime(value)).toISOString(),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});
