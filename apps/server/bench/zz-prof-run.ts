import { spawn } from 'node:child_process';
import { measure, printResults } from './lib/load.ts';
import { signIn } from './lib/server.ts';
const prof = process.argv[2] === 'prof';
const child = spawn(process.execPath, [...(prof ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), 'dist/main.js'], {
  env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/clinic_prof', PORT: '3981', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench-admin@bench.local', ADMIN_PASSWORD: 'bench-admin-password-1' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; i < 200; i++) { if (await fetch('http://127.0.0.1:3981/api/health').then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 250)); }
const token = await signIn('http://127.0.0.1:3981', { name: 'Bench Reception', email: 'bench@bench.local', password: 'bench-password-1' });
const r = await measure('MRN lookup', 'http://127.0.0.1:3981', token, () => `/api/patients?admitted=false&mrn=MRN-${String(1 + Math.floor(Math.random() * 1e6)).padStart(6, '0')}`, { total: Number(process.env.N ?? 8000), concurrency: 10, warmup: 500 });
printResults('app', [r]);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
