import type { PermissionDef } from './permission-def.ts';

/**
 * The Reports group of the permission table: the area and each report, the registers, and the
 * safety incidents anyone on duty reports. No built-in role reads reports; a clinic gives them
 * through a role of its own.
 */
export const REPORT_PERMISSIONS = {
  'reports.view': {
    group: 'Reports',
    label: "Open the reports area and the hospital's live dashboard",
    roles: [],
  },
  'reports.census': { group: 'Reports', label: 'Census, bed occupancy and length of stay', roles: [] },
  'reports.opd': { group: 'Reports', label: 'Out-patient visits, waiting times and no-shows', roles: [] },
  'reports.revenue': {
    group: 'Reports',
    label: 'Revenue: billed and collected, by group, doctor and payer; discounts, refunds and dues',
    roles: [],
  },

  'reports.pharmacy': {
    group: 'Reports',
    label: 'Pharmacy: sales and margin by drug, expiring stock, slow movers, Schedule H/H1/X sales',
    roles: [],
  },
  'reports.diagnostics': {
    group: 'Reports',
    label: 'Lab and radiology: tests done, turnaround times, critical values and their acknowledgement',
    roles: [],
  },
  'reports.quality': {
    group: 'Reports',
    label: 'Quality indicators (NABH) with their definitions',
    roles: [],
  },

  'incidents.report': {
    group: 'Reports',
    label: 'Report a patient safety incident: a fall, bed sore, needle-stick injury or medication error',
    roles: ['doctor', 'nurse', 'lab', 'pharmacy', 'radiology', 'otscheduler'],
  },

  'registers.view': {
    group: 'Reports',
    label: 'Read, print and export the registers: MLC, birth, death and safety incidents',
    roles: [],
  },
  'registers.write': {
    group: 'Reports',
    label: 'Make entries in the MLC, birth and death registers, and correct entries in every register',
    roles: [],
  },
} as const satisfies Record<string, PermissionDef>;
