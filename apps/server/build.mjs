/**
 * Compiles the server for production (issue 34, item 5): one ES module bundle of our own code
 * (the server and @clinic/shared) in dist/, with every npm package left to node_modules. The
 * embedded database's process is a second entry, and the files the code reads beside itself
 * (migrations, ICD-10 tables) are copied next to the bundle, where import.meta.dirname points.
 */
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = join(root, 'dist');

/** Every bare import but our own workspace packages stays an import of node_modules. */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@clinic/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'embedded/pglite-process': 'src/db/embedded/pglite-process.ts' },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [packagesExternal],
  sourcemap: true,
  logLevel: 'warning',
  absWorkingDir: root,
});
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
cpSync(join(root, 'src/modules/encounters/reference'), join(dist, 'reference'), { recursive: true });
