#!/usr/bin/env node
// Fails when the web app's modules import each other in a circle. Static imports and re-exports
// count, type-only ones too (a cycle of types is still two files that cannot be read apart);
// lazy `import()` of a screen does not, since it is how the route map loads screens on demand.
// TypeScript's own parser reads the files: madge, the usual tool, refuses TypeScript 6 as a peer.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? 'apps/web/src');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  for (const statement of source.statements) {
    const isImportOrExport = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
    const specifier = isImportOrExport ? statement.moduleSpecifier : undefined;
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = resolveImport(file, specifier.text);
      if (target) found.push(target);
    }
  }
  return found;
}

const files = sourceFiles(root);
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const state = new Map();
const cycles = [];

function visit(file, trail) {
  state.set(file, 'open');
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') cycles.push([...trail.slice(trail.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(file, 'done');
}
for (const file of files) if (!state.has(file)) visit(file, [file]);

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`import cycle: ${cycle.map((f) => relative(root, f)).join(' → ')}`);
  process.exit(1);
}
console.log(`no import cycles among ${files.length} files in ${relative(process.cwd(), root) || '.'}`);
