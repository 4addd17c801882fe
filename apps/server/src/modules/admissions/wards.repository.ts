import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { admissions, beds, bedStays, rooms, wards } from './admissions.table.ts';

export type WardRow = typeof wards.$inferSelect;
export type RoomRow = typeof rooms.$inferSelect;

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/** Wards, their rooms and beds, and who lies in each bed now. */
export const wardsRepository = {
  wards: (db: DbOrTx, wardId?: string): Promise<WardRow[]> =>
    db
      .select()
      .from(wards)
      .where(wardId ? eq(wards.id, wardId) : undefined)
      .orderBy(asc(wards.name)),

  /** Every room with its beds (a room without beds too), in ward, room and bed order. */
  roomsAndBeds: (db: DbOrTx, wardId?: string) =>
    db
      .select({ room: rooms, bed: beds })
      .from(rooms)
      .leftJoin(beds, eq(beds.roomId, rooms.id))
      .where(wardId ? eq(rooms.wardId, wardId) : undefined)
      .orderBy(asc(rooms.number), asc(beds.number)),

  /** The admissions lying in beds now (open stays), with the patient. */
  occupants: (db: DbOrTx, wardId?: string) =>
    db
      .select({ bedId: bedStays.bedId, admission: admissions, patient: patients })
      .from(bedStays)
      .innerJoin(admissions, eq(admissions.id, bedStays.admissionId))
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .innerJoin(beds, eq(beds.id, bedStays.bedId))
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .where(and(isNull(bedStays.toAt), wardId ? eq(rooms.wardId, wardId) : undefined)),

  async ward(db: DbOrTx, id: string): Promise<WardRow | undefined> {
    const [row] = await db.select().from(wards).where(eq(wards.id, id));
    return row;
  },

  async wardNameTaken(db: DbOrTx, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: wards.id })
      .from(wards)
      .where(and(sql`lower(${wards.name}) = lower(${name})`, exceptId ? sql`${wards.id} <> ${exceptId}` : undefined));
    return row !== undefined;
  },

  insertWard: (tx: DbOrTx, values: typeof wards.$inferInsert) =>
    one(tx.insert(wards).values(values).returning(), 'insert into wards'),

  async updateWard(tx: DbOrTx, id: string, values: Partial<typeof wards.$inferInsert>) {
    const [row] = await tx
      .update(wards)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(wards.id, id))
      .returning();
    return row;
  },

  async room(db: DbOrTx, id: string): Promise<RoomRow | undefined> {
    const [row] = await db.select().from(rooms).where(eq(rooms.id, id));
    return row;
  },

  async roomNumberTaken(db: DbOrTx, wardId: string, number: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(
        and(
          eq(rooms.wardId, wardId),
          sql`lower(${rooms.number}) = lower(${number})`,
          exceptId ? sql`${rooms.id} <> ${exceptId}` : undefined,
        ),
      );
    return row !== undefined;
  },

  insertRoom: (tx: DbOrTx, values: typeof rooms.$inferInsert) =>
    one(tx.insert(rooms).values(values).returning(), 'insert into rooms'),

  async updateRoom(tx: DbOrTx, id: string, values: Partial<typeof rooms.$inferInsert>) {
    const [row] = await tx
      .update(rooms)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(rooms.id, id))
      .returning();
    return row;
  },

  async bedNumberTaken(db: DbOrTx, roomId: string, number: string): Promise<boolean> {
    const [row] = await db
      .select({ id: beds.id })
      .from(beds)
      .where(and(eq(beds.roomId, roomId), sql`lower(${beds.number}) = lower(${number})`));
    return row !== undefined;
  },

  insertBed: (tx: DbOrTx, values: typeof beds.$inferInsert) =>
    one(tx.insert(beds).values(values).returning(), 'insert into beds'),

  /** A bed with its room and ward. */
  async bedPlace(db: DbOrTx, bedId: string) {
    const [row] = await db
      .select({ bed: beds, room: rooms, ward: wards })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .innerJoin(wards, eq(wards.id, rooms.wardId))
      .where(eq(beds.id, bedId));
    return row;
  },

  /** Free beds of a ward (or of every ward), optionally of one room type, in ward, room and bed order. */
  availableBeds: (db: DbOrTx, wardId: string | undefined, roomType?: string) =>
    db
      .select({ bed: beds, room: rooms, ward: wards })
      .from(beds)
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .innerJoin(wards, eq(wards.id, rooms.wardId))
      .where(
        and(
          wardId ? eq(rooms.wardId, wardId) : undefined,
          eq(beds.status, 'Available'),
          roomType ? eq(rooms.roomType, roomType) : undefined,
        ),
      )
      .orderBy(asc(wards.name), asc(rooms.number), asc(beds.number)),
};
