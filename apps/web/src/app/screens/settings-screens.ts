import type { AreaDef } from './screen-def.ts';

/**
 * The clinic administrator's settings: staff, roles, clinic profile, wards, departments, charges
 * by rule, the drug allergy classes, the audit trail and backups.
 */
export const SETTINGS: AreaDef = {
  key: 'settings',
  label: 'Settings',
  home: '/settings',
  entry: [
    'staff.manage',
    'roles.manage',
    'clinic.manage',
    'wards.manage',
    'departments.manage',
    'stay-tariffs.manage',
    'allergies.classes.manage',
    'audit.read',
    'backups.manage',
    'displays.manage',
  ],
  screens: [
    {
      path: 'staff',
      title: 'Staff',
      permission: 'staff.manage',
      menu: { label: 'Staff', description: 'Accounts, roles, temporary passwords' },
      load: async () => (await import('../routes/settings/staff-list-page.tsx')).StaffListPage,
    },
    {
      path: 'roles',
      title: 'Roles',
      permission: 'roles.manage',
      menu: { label: 'Roles', description: "Built-in roles and the clinic's own" },
      load: async () => (await import('../routes/settings/roles-page.tsx')).RolesPage,
    },
    {
      path: 'clinic',
      title: 'Clinic Profile',
      permission: 'clinic.manage',
      menu: { label: 'Clinic Profile', description: 'Name, address, GSTIN and logo for prints' },
      load: async () => (await import('../routes/settings/clinic-profile-page.tsx')).ClinicProfilePage,
    },
    {
      path: 'wards',
      title: 'Wards & Beds',
      permission: 'wards.manage',
      menu: { label: 'Wards & Beds', description: 'Wards, rooms with their rent, and beds' },
      load: async () => (await import('../routes/settings/wards-page.tsx')).WardsPage,
    },
    {
      path: 'departments',
      title: 'Departments',
      permission: 'departments.manage',
      menu: { label: 'Departments', description: 'Departments admissions are made under' },
      load: async () => (await import('../routes/settings/departments-page.tsx')).DepartmentsPage,
    },
    {
      path: 'stay-tariffs',
      title: 'Charges by rule',
      permission: 'stay-tariffs.manage',
      menu: { label: 'Charges by rule', description: 'Consultant visit, nursing and monitoring by bed class' },
      load: async () => (await import('../routes/settings/stay-tariffs-page.tsx')).StayTariffsPage,
    },
    {
      path: 'allergy-classes',
      title: 'Allergy Classes',
      permission: 'allergies.classes.manage',
      menu: { label: 'Allergy Classes', description: 'Drug classes the allergy checks match' },
      load: async () => (await import('../routes/settings/allergy-classes-page.tsx')).AllergyClassesPage,
    },
    {
      path: 'displays',
      title: 'Displays',
      permission: 'displays.manage',
      menu: { label: 'Displays', description: "Waiting-hall screens of the doctors' tokens" },
      load: async () => (await import('../routes/settings/displays-page.tsx')).DisplaysPage,
    },
    {
      path: 'audit',
      title: 'Audit Trail',
      permission: 'audit.read',
      menu: { label: 'Audit Trail', description: 'Who did what, and when' },
      load: async () => (await import('../routes/settings/audit-page.tsx')).AuditPage,
    },
    {
      path: 'backups',
      title: 'Backups',
      permission: 'backups.manage',
      menu: { label: 'Backups', description: 'Daily backups, the last result, back up now' },
      load: async () => (await import('../routes/settings/backups-page.tsx')).BackupsPage,
    },
    {
      path: 'staff/new',
      title: 'Add Staff',
      permission: 'staff.manage',
      load: async () => (await import('../routes/settings/staff-new-page.tsx')).StaffNewPage,
    },
    {
      path: 'staff/:id',
      title: 'Edit Staff',
      permission: 'staff.manage',
      load: async () => (await import('../routes/settings/staff-edit-page.tsx')).StaffEditPage,
    },
  ],
};
