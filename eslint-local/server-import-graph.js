// The server's import graph from its source text, type-only imports included (import-x/no-cycle skips them, yet
// a circle of types is still a circle a reader must hold in their head), and its circles. Used by the lint rule
// below and by `npm run bench -- modules`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g;

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Absolute path of each file under `root` → the files under `root` it imports. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target?.startsWith(root)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): the circles. */
export function circles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const circlesOf = new Map();

/** `server/no-import-circles`: a server file on a circle of imports, type-only ones included, is reported. */
export const noImportCircles = {
  meta: {
    type: 'problem',
    docs: { description: 'no circle of imports (type-only included) among the files under a folder' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { circle: 'This file imports in a circle with {{circle}} (type-only imports count)' },
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? 'src/server');
    if (!circlesOf.has(root)) circlesOf.set(root, circles(importGraph(root)));
    const circle = circlesOf.get(root).find((members) => members.includes(context.physicalFilename));
    if (!circle) return {};
    const names = circle
      .filter((file) => file !== context.physicalFilename)
      .map((file) => file.slice(root.length + 1))
      .join(', ');
    return { Program: (node) => context.report({ node, messageId: 'circle', data: { circle: names } }) };
  },
};
