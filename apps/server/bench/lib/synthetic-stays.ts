import { randomUUID } from 'node:crypto';

/** A small seeded generator (mulberry32): the same seed makes the same year. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SyntheticStay = {
  id: string;
  bedId: string;
  patientSeq: number;
  doctorId: string;
  department: string;
  from: Date;
  to: Date;
  leftAs: 'Normal' | 'Referred' | 'LAMA' | 'DAMA' | 'Death';
};

const HOUR = 3_600_000;

/** How a stay ends: mostly home, a few against advice, referred or dead. */
function leaving(r: number): SyntheticStay['leftAs'] {
  if (r < 0.9) return 'Normal';
  if (r < 0.93) return 'Referred';
  if (r < 0.96) return 'LAMA';
  if (r < 0.98) return 'DAMA';
  return 'Death';
}

/**
 * Each bed's year as stays one after another: a gap of 2 to 48 hours, then a stay of 1 to 12
 * days (most short), until `until`. Beds never hold two patients at once, so the census is real.
 */
export function stayTimelines(o: {
  beds: { id: string; freeUntil?: Date }[];
  doctors: { id: string; department: string }[];
  from: Date;
  until: Date;
  patients: number;
  seed: number;
}): SyntheticStay[] {
  const random = seeded(o.seed);
  const stays: SyntheticStay[] = [];
  for (const bed of o.beds) {
    const end = Math.min(o.until.getTime(), bed.freeUntil?.getTime() ?? Infinity);
    let at = o.from.getTime() + random() * 48 * HOUR;
    for (;;) {
      const days = 1 + Math.floor(-Math.log(1 - random() * 0.999) * 3.5);
      const to = at + Math.min(days, 12) * 24 * HOUR - random() * 10 * HOUR;
      if (to >= end) break;
      const doctor = o.doctors[Math.floor(random() * o.doctors.length)]!;
      stays.push({
        id: randomUUID(),
        bedId: bed.id,
        patientSeq: 1 + Math.floor(random() * o.patients),
        doctorId: doctor.id,
        department: doctor.department,
        from: new Date(at),
        to: new Date(to),
        leftAs: leaving(random()),
      });
      at = to + (2 + random() * 46) * HOUR;
    }
  }
  return stays;
}
