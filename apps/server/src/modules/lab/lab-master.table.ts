import { AGE_BANDS, RANGE_GENDERS, RESULT_TYPES } from '@clinic/shared/lab';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { services } from '../services/services.table.ts';

const limit = () => numeric({ precision: 14, scale: 4, mode: 'number' });

/** A test parameter (haemoglobin, creatinine …): what is measured, in what unit, how. */
export const labParameters = pgTable(
  'lab_parameters',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    category: text().notNull(),
    unit: text().notNull(),
    method: text().notNull().default(''),
    resultType: text().notNull().default('Numeric'),
    decimalPlaces: integer().notNull().default(1),
    criticalLow: limit(),
    criticalHigh: limit(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lab_parameters_name_key').on(sql`lower(${t.name})`),
    index('lab_parameters_category_idx').on(t.category),
    valuesCheck('lab_parameters_result_type_check', t.resultType, RESULT_TYPES),
  ],
);

/** The normal-range rows of a parameter, as the spec's table draws them (row id kept). */
export const labParameterRanges = pgTable(
  'lab_parameter_ranges',
  {
    parameterId: uuid()
      .notNull()
      .references(() => labParameters.id, { onDelete: 'cascade' }),
    rowId: integer().notNull(),
    gender: text().notNull(),
    specialCondition: text().notNull().default(''),
    ageBand: text().notNull(),
    min: limit(),
    max: limit(),
  },
  (t) => [
    primaryKey({ columns: [t.parameterId, t.rowId] }),
    valuesCheck('lab_parameter_ranges_gender_check', t.gender, RANGE_GENDERS),
    valuesCheck('lab_parameter_ranges_age_check', t.ageBand, AGE_BANDS),
  ],
);

/** A group (panel) such as CBC: parameters reported together for one Laboratory service. */
export const labGroups = pgTable(
  'lab_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    sampleType: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lab_groups_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('lab_groups_service_key').on(t.serviceId),
  ],
);

export const labGroupParameters = pgTable(
  'lab_group_parameters',
  {
    groupId: uuid()
      .notNull()
      .references(() => labGroups.id, { onDelete: 'cascade' }),
    parameterId: uuid()
      .notNull()
      .references(() => labParameters.id),
    position: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.parameterId] })],
);
