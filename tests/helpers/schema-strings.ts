// Walks a zod 4 schema to the paths of every text field it accepts, so tests can aim bad text at each field
// of each route without listing them by hand: a route added later is covered the day it is registered.
export interface ZodNode {
  _zod: { def: Record<string, unknown> & { type: string } };
  safeParse: (value: unknown) => { success: boolean };
}

export const isZod = (value: unknown): value is ZodNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

export const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

export function textFieldPaths(schema: unknown, path: string[] = [], depth = 0): string[][] {
  if (!isZod(schema) || depth > 12) return [];
  const def = schema._zod.def;
  const inner = (next: unknown, at = path) => textFieldPaths(next, at, depth + 1);
  if (def.type === 'string' || def.type === 'enum') return [path];
  if (WRAPPERS.includes(def.type)) return inner(def.innerType);
  if (def.type === 'pipe') return inner(def.in);
  if (def.type === 'lazy') return inner((def.getter as () => unknown)());
  if (def.type === 'array') return inner(def.element, [...path, '0']);
  if (def.type === 'object')
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
      inner(value, [...path, key]),
    );
  if (def.type === 'union') {
    const seen = new Map<string, string[]>();
    for (const option of def.options as unknown[])
      for (const found of inner(option)) seen.set(found.join('.'), found);
    return [...seen.values()];
  }
  return [];
}

/** An object holding `value` at `path`, arrays where the path steps through an index. */
export function valueAt(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = valueAt(rest, value);
  return head === '0' ? [inner] : { [head!]: inner };
}

/** A copy of `base` with `value` put at `path`, building what is missing on the way the way valueAt does. */
export function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '0') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[0] = withValueAt(list[0], rest, value);
    return list;
  }
  const record = base !== null && typeof base === 'object' && !Array.isArray(base) ? base : {};
  return { ...record, [head!]: withValueAt((record as Record<string, unknown>)[head!], rest, value) };
}
