import type { ReportTable } from '@clinic/shared/reports';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clinicDateTime } from '../../lib/clinic-time.ts';

type Row = {
  ip_number: string;
  admitted_at: Date | string;
  name: string;
  mrn: string;
  age_years: number;
  gender: string;
  address: string;
  department: string;
  doctor: string;
  first_bed: string | null;
  mlc_number: string;
  police_station: string;
  discharged_at: Date | string | null;
  discharge_type: string | null;
  last_bed: string | null;
};

/** The stays admitted in [start, end), in order, with the patient, the beds they began and ended in, and how they left. */
export async function admissionRegisterRows(db: DbOrTx, start: Date, end: Date): Promise<Row[]> {
  const bed = (order: 'asc' | 'desc') =>
    sql.raw(`(select w.name || ' / ' || r.number || '-' || b.number from bed_stays s
      join beds b on b.id = s.bed_id join rooms r on r.id = b.room_id join wards w on w.id = r.ward_id
      where s.admission_id = a.id order by s.seq ${order} limit 1)`);
  const result = await db.execute<Row>(sql`
    select a.ip_number, a.admitted_at, trim(concat_ws(' ', p.given_name, p.middle_name, p.family_name)) as name,
      p.mrn, p.age_years, p.gender, p.address, a.department, u.name as doctor, ${bed('asc')} as first_bed,
      a.mlc_number, a.police_station, a.discharged_at, a.discharge_type, ${bed('desc')} as last_bed
    from admissions a join patients p on p.id = a.patient_id join users u on u.id = a.admitting_doctor_id
    where a.admitted_at >= ${start} and a.admitted_at < ${end}
    order by a.admitted_at, a.ip_number`);
  return result.rows;
}

/** The admission and discharge register in its columns, one row a stay, the discharge filled once it happened. */
export function admissionRegisterTable(rows: Row[], timeZone: string): ReportTable {
  const when = (at: Date | string | null) => (at ? clinicDateTime(timeZone, at) : '');
  return {
    key: 'register',
    title: 'Admission and discharge register',
    columns: [
      { key: 'serial', label: 'S. No.', kind: 'count' },
      { key: 'ipNumber', label: 'IP No.', kind: 'text' },
      { key: 'admittedAt', label: 'Admitted on', kind: 'text' },
      { key: 'name', label: 'Patient', kind: 'text' },
      { key: 'mrn', label: 'MRN', kind: 'text' },
      { key: 'ageSex', label: 'Age / sex', kind: 'text' },
      { key: 'address', label: 'Address', kind: 'text' },
      { key: 'department', label: 'Department', kind: 'text' },
      { key: 'doctor', label: 'Admitting doctor', kind: 'text' },
      { key: 'bed', label: 'Ward / bed', kind: 'text' },
      { key: 'mlc', label: 'MLC No. (police station)', kind: 'text' },
      { key: 'dischargedAt', label: 'Discharged on', kind: 'text' },
      { key: 'outcome', label: 'Discharge type', kind: 'text' },
      { key: 'lastBed', label: 'Discharged from', kind: 'text' },
    ],
    rows: rows.map((r, i) => ({
      serial: i + 1,
      ipNumber: r.ip_number,
      admittedAt: when(r.admitted_at),
      name: r.name,
      mrn: r.mrn,
      ageSex: `${r.age_years} / ${r.gender}`,
      address: r.address,
      department: r.department,
      doctor: r.doctor,
      bed: r.first_bed ?? '',
      mlc: r.mlc_number ? `${r.mlc_number} (${r.police_station})` : '',
      dischargedAt: when(r.discharged_at),
      outcome: r.discharge_type ?? 'In hospital',
      lastBed: r.discharged_at ? (r.last_bed ?? '') : '',
    })),
    total: null,
  };
}
