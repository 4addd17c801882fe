import { ROOM_TYPE_LABELS, type RoomType } from '@clinic/shared/admissions';
import { roomDaysOf, type BillStay } from '@clinic/shared/billing';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions, beds, bedStays, rooms, wards } from '../admissions/admissions.table.ts';
import { users } from '../staff/staff.table.ts';

/** The admission's latest bed stay: the bed it is in, or was last in. */
const latestStay = sql`${bedStays.seq} = (select max(s.seq) from bed_stays s where s.admission_id = ${admissions.id})`;

/** The stay's treating doctor (the last one, for a discharged stay), else the admitting doctor. */
const treatingDoctor = sql`coalesce((select d.doctor_id from admission_doctors d where d.admission_id = ${admissions.id} and d.role = 'treating' order by d.from_at desc, d.id desc limit 1), ${admissions.admittingDoctorId})`;

/**
 * The stay an IP bill is for, as the head of the bill prints it: IP number, admission and discharge,
 * the treating consultant, the ward and room type of the latest bed, and the room days the given
 * lines charge (the bill's own, or the provisional bill's).
 */
export async function billStayOf(
  db: DbOrTx,
  admissionId: string,
  lines: Parameters<typeof roomDaysOf>[0],
): Promise<BillStay | null> {
  const [row] = await db
    .select({ a: admissions, consultant: users.name, ward: wards.name, roomType: rooms.roomType })
    .from(admissions)
    .innerJoin(users, eq(users.id, treatingDoctor))
    .leftJoin(bedStays, and(eq(bedStays.admissionId, admissions.id), latestStay))
    .leftJoin(beds, eq(beds.id, bedStays.bedId))
    .leftJoin(rooms, eq(rooms.id, beds.roomId))
    .leftJoin(wards, eq(wards.id, rooms.wardId))
    .where(eq(admissions.id, admissionId));
  if (!row) return null;
  return {
    ipNumber: row.a.ipNumber,
    admittedAt: row.a.admittedAt.toISOString(),
    dischargedAt: row.a.dischargedAt?.toISOString() ?? null,
    consultant: row.consultant,
    ward: row.ward ?? '',
    roomType: row.roomType ? (ROOM_TYPE_LABELS[row.roomType as RoomType] ?? row.roomType) : '',
    days: roomDaysOf(lines),
  };
}
