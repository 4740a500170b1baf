import type { Rule } from 'eslint';

export function importGraph(root: string): Map<string, string[]>;
export function circles(graph: Map<string, string[]>): string[][];
export const noImportCircles: Rule.RuleModule;
