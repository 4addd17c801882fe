// Every installed package must run on the oldest Node the README promises (package.json
// "engines"): a package asking for a newer Node is a defect, found here rather than by a clinic
// whose server will not start. Reads package-lock.json, so it needs no install of its own.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const oldest = semver.minVersion(root.engines.node);
const refusing = Object.entries(lock.packages)
  .filter(([path, p]) => path !== '' && !p.optional && typeof p.engines?.node === 'string')
  .filter(([, p]) => !semver.satisfies(oldest, p.engines.node))
  .map(([path, p]) => `${path.replace(/^.*node_modules\//, '')}@${p.version} needs Node ${p.engines.node}`);
if (refusing.length > 0) {
  console.error(
    `These packages do not run on Node ${oldest}, the oldest the README promises:\n  ${refusing.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`every package runs on Node ${oldest}`);
