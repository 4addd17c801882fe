/**
 * The MRN lookup written without the app (issue 34, item 3), to measure the app against:
 *
 *   bare   node:http + pg running the lookup's query, nothing else;
 *   hand   the same work the app does, by hand: the bearer token's session looked up (user active,
 *          not ended, not expired, not idle), the query, one audit row for the patient shown,
 *          committed (a plain insert: one commit, flushed, per request), then the JSON.
 *
 * Run as its own process: node --import tsx bench/lib/floor-server.ts bare|hand
 * (DATABASE_URL and PORT in the environment).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const mode = process.argv[2];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const LOOKUP = {
  name: 'floor_by_mrn',
  text: `select id, mrn_seq, mrn, title, given_name, middle_name, family_name, date_of_birth, age_years,
           age_recorded_on, gender, phone, is_admitted
         from patients where mrn = $1 and is_admitted = false limit 2`,
};
const SESSION = {
  name: 'floor_session',
  text: `select u.id, u.name, u.roles from sessions s join users u on u.id = s.user_id
         where s.token_hash = $1 and s.ended_at is null and s.expires_at > now()
           and s.last_seen_at > now() - interval '30 minutes' and u.is_active limit 1`,
};
const AUDIT = {
  name: 'floor_audit',
  text: `insert into audit_log (actor_id, actor_name, actor_role, ip, action, entity_type, entity_id, summary)
         values ($1, $2, $3, $4, 'view', 'patient', $5, 'Found in patient search')`,
};

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const mrn = url.searchParams.get('mrn') ?? '';
  if (mode === 'bare') {
    const { rows } = await pool.query({ ...LOOKUP, values: [mrn] });
    return reply(res, 200, { data: rows });
  }
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  const hash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query<{ id: string; name: string; roles: string[] }>({ ...SESSION, values: [hash] });
  const user = session.rows[0];
  if (!user) return reply(res, 401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } });
  const { rows } = await pool.query<{ id: string }>({ ...LOOKUP, values: [mrn] });
  for (const row of rows) {
    await pool.query({ ...AUDIT, values: [user.id, user.name, user.roles[0], req.socket.remoteAddress, row.id] });
  }
  reply(res, 200, { data: rows });
}

http
  .createServer((req, res) => {
    handle(req, res).catch((err: unknown) => reply(res, 500, { error: String(err) }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
