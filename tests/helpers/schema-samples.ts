// Builds a value of the shape a zod 4 schema accepts, so a test can send every route a body (or query) that
// gets past validation and into the handler without a hand-written example per route. Each leaf takes the
// first of a few everyday values its own schema accepts (an e-mail, a phone, a future time, a colour...).
import { randomUUID } from 'node:crypto';
import { isZod, WRAPPERS } from './schema-strings';

const inADay = () => new Date(Date.now() + 26 * 3600_000);

const textCandidates = () => [
  'Sample text written for the route fuzz',
  'A longer sample, for fields that want a paragraph: the drive from Chennai to Pondicherry runs along the ' +
    'East Coast Road with the sea beside it most of the way.',
  'rider@example.test',
  randomUUID(),
  'https://example.test/path',
  '+919876543210',
  '9876543210',
  inADay().toISOString(),
  inADay().toISOString().slice(0, 10),
  '10:30',
  '#0f766e',
  '1234',
  'TN09 AB1234',
  'sedan',
  'sample-slug',
  'en',
  'in',
  'x',
];

const NUMBER_CANDIDATES = [1, 13.0827, 80.2707, 100, 0, 2026, 0.5, -1];

function firstAccepted(schema: { safeParse: (value: unknown) => { success: boolean } }, values: unknown[]) {
  return values.find((value) => schema.safeParse(value).success) ?? values[0];
}

export function sampleOf(schema: unknown, depth = 0): unknown {
  if (!isZod(schema) || depth > 12) return undefined;
  const def = schema._zod.def;
  const inner = (next: unknown) => sampleOf(next, depth + 1);
  if (WRAPPERS.includes(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'string':
      return firstAccepted(schema, textCandidates());
    case 'number':
    case 'bigint':
      return firstAccepted(schema, NUMBER_CANDIDATES);
    case 'boolean':
      return true;
    case 'date':
      return inADay();
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'pipe': {
      // A transform's input can pass while its output fails a later check (a vehicle number's pattern).
      const fromInput = inner(def.in);
      if (schema.safeParse(fromInput).success) return fromInput;
      const values = [...textCandidates(), ...NUMBER_CANDIDATES];
      return values.find((value) => schema.safeParse(value).success) ?? fromInput;
    }
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'array':
      return [inner(def.element)];
    case 'tuple':
      return (def.items as unknown[]).map(inner);
    case 'record':
      return { [String(firstAccepted(def.keyType as never, textCandidates()))]: inner(def.valueType) };
    case 'union':
      return inner((def.options as unknown[])[0]);
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => [key, inner(value)]),
      );
    default:
      return 'x';
  }
}

/** The top-level fields of an object schema, with whether each may be left out. */
export function objectFields(schema: unknown): { key: string; optional: boolean; schema: unknown }[] {
  if (!isZod(schema)) return [];
  const def = schema._zod.def;
  if (WRAPPERS.includes(def.type)) return objectFields(def.innerType);
  if (def.type === 'pipe') return objectFields(def.in);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape as Record<string, unknown>).map(([key, value]) => ({
    key,
    optional: isZod(value) && value.safeParse(undefined).success,
    schema: value,
  }));
}
