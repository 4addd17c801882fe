import type { AreaDef } from './screen-def.ts';

/** The reports of the people who run the hospital (issue 33): each behind its own permission. */
export const REPORTS: AreaDef = {
  key: 'reports',
  label: 'Reports',
  home: '/reports',
  entry: ['reports.view', 'registers.view', 'incidents.report'],
  screens: [
    {
      path: 'census',
      title: 'Daily Census',
      permission: 'reports.census',
      menu: { label: 'Daily Census', description: 'Admissions, discharges, deaths and the midnight census' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).CensusReportPage,
    },
    {
      path: 'occupancy',
      title: 'Bed Occupancy',
      permission: 'reports.census',
      menu: { label: 'Bed Occupancy', description: 'Occupancy, length of stay and turnover by ward' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).OccupancyReportPage,
    },
    {
      path: 'opd',
      title: 'OPD Visits',
      permission: 'reports.opd',
      menu: { label: 'OPD Visits', description: 'Visits by department and doctor, waits, no-shows' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).OpdReportPage,
    },
    {
      path: 'revenue',
      title: 'Revenue',
      permission: 'reports.revenue',
      menu: { label: 'Revenue', description: 'Billed and collected; discounts, refunds, dues by age' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).RevenueReportPage,
    },
    {
      path: 'pharmacy',
      title: 'Pharmacy',
      permission: 'reports.pharmacy',
      menu: { label: 'Pharmacy', description: 'Sales and margin, expiring stock, slow movers, H/H1/X sales' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).PharmacyReportPage,
    },
    {
      path: 'diagnostics',
      title: 'Lab and Radiology',
      permission: 'reports.diagnostics',
      menu: { label: 'Lab and Radiology', description: 'Tests done, turnaround times, critical values' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).DiagnosticsReportPage,
    },
    {
      path: 'quality',
      title: 'Quality Indicators',
      permission: 'reports.quality',
      menu: { label: 'Quality Indicators', description: 'NABH indicators with their definitions' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).QualityReportPage,
    },
    {
      path: 'admission-register',
      title: 'Admission Register',
      permission: 'registers.view',
      menu: { label: 'Admission Register', description: 'Admissions and discharges, as the register keeps them' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).AdmissionRegisterPage,
    },
    ...(
      [
        ['mlc', 'MLC Register', 'Medico-legal cases with the police intimation', 'MlcRegisterPage'],
        ['birth', 'Birth Register', 'Live and still births, as Forms 1 and 3 report them', 'BirthRegisterPage'],
        ['death', 'Death Register', 'Deaths with their certified causes (Forms 2 and 4)', 'DeathRegisterPage'],
      ] as const
    ).map(([key, title, description, page]) => ({
      path: `${key}-register`,
      title,
      permission: 'registers.view' as const,
      menu: { label: title, description },
      load: async () => (await import('../routes/reports/report-pages.tsx'))[page],
    })),
    {
      path: 'incidents',
      title: 'Safety Incidents',
      permission: ['registers.view', 'incidents.report'],
      menu: { label: 'Safety Incidents', description: 'Falls, bed sores, needle-stick injuries, medication errors' },
      load: async () => (await import('../routes/reports/report-pages.tsx')).IncidentRegisterPage,
    },
  ],
};
