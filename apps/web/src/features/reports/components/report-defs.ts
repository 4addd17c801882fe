import type { ReportDef } from './report-view.tsx';

export const CENSUS_REPORT: ReportDef = {
  key: 'census',
  title: 'Daily Census',
  subtitle: 'Admissions, discharges, transfers, deaths, LAMA/DAMA and the midnight census',
  filters: ['wardId'],
  charts: [
    {
      title: 'Midnight census',
      table: 'by-day',
      x: 'day',
      series: [{ key: 'census', color: 'blue.6' }],
      type: 'line',
    },
    {
      title: 'Admissions and discharges',
      table: 'by-day',
      x: 'day',
      series: [
        { key: 'admissions', color: 'teal.6' },
        { key: 'discharges', color: 'orange.6' },
        { key: 'deaths', color: 'red.7' },
      ],
      type: 'bar',
    },
  ],
};

export const OCCUPANCY_REPORT: ReportDef = {
  key: 'occupancy',
  title: 'Bed Occupancy',
  subtitle: 'Occupancy, average length of stay and bed turnover by ward and month',
  filters: ['wardId'],
  charts: [
    {
      title: 'Bed occupancy % by month',
      table: 'by-month',
      x: 'month',
      series: [{ key: 'occupancy', color: 'blue.6' }],
      type: 'bar',
      unit: '%',
    },
  ],
};

export const OPD_REPORT: ReportDef = {
  key: 'opd',
  title: 'OPD Visits',
  subtitle: 'Visits by department and doctor, new and follow-up, waiting time and no-shows',
  filters: ['department', 'doctorId'],
  charts: [
    {
      title: 'Patients seen',
      table: 'by-day',
      x: 'day',
      series: [
        { key: 'newVisits', color: 'teal.6' },
        { key: 'followUps', color: 'blue.6' },
      ],
      type: 'stacked',
    },
    {
      title: 'Average wait (token to call)',
      table: 'by-day',
      x: 'day',
      series: [{ key: 'averageWait', color: 'orange.6' }],
      type: 'line',
      unit: ' min',
    },
  ],
};

export const REVENUE_REPORT: ReportDef = {
  key: 'revenue',
  title: 'Revenue',
  subtitle: 'Billed and collected by day, service group, doctor and payer; discounts, refunds and dues',
  filters: [],
  charts: [
    {
      title: 'Billed and collected',
      table: 'by-day',
      x: 'day',
      series: [
        { key: 'billed', color: 'blue.6' },
        { key: 'netCollected', color: 'teal.6' },
      ],
      type: 'bar',
      money: true,
    },
    {
      title: 'Billed by service group',
      table: 'by-group',
      x: 'group',
      series: [{ key: 'amount', color: 'indigo.6' }],
      type: 'bar',
      money: true,
    },
  ],
};

export const PHARMACY_REPORT: ReportDef = {
  key: 'pharmacy',
  title: 'Pharmacy',
  subtitle: 'Sales and margin by drug, expired and near-expiry stock, slow movers, Schedule H/H1/X sales',
  filters: [],
  charts: [
    {
      title: 'Top ten drugs by sales',
      table: 'sales-by-drug',
      x: 'drug',
      series: [
        { key: 'sales', color: 'blue.6' },
        { key: 'margin', color: 'teal.6' },
      ],
      type: 'bar',
      money: true,
      limit: 10,
    },
  ],
};

export const DIAGNOSTICS_REPORT: ReportDef = {
  key: 'diagnostics',
  title: 'Lab and Radiology',
  subtitle: 'Tests done, turnaround from order to report, critical values and time to acknowledgement',
  filters: [],
  charts: [
    {
      title: 'Lab turnaround by test (order to approved report)',
      table: 'lab',
      x: 'test',
      series: [
        { key: 'median', color: 'blue.6' },
        { key: 'p90', color: 'orange.6' },
      ],
      type: 'bar',
      unit: ' min',
      limit: 12,
    },
  ],
};

export const QUALITY_REPORT: ReportDef = {
  key: 'quality',
  title: 'Quality Indicators',
  subtitle: 'NABH quality indicators the records support, each with how it is counted',
  filters: [],
  charts: [],
};

export const ADMISSION_REGISTER: ReportDef = {
  key: 'admission-register',
  title: 'Admission Register',
  subtitle: 'Every stay admitted in the range, with its discharge once it happened',
  filters: [],
  charts: [],
};
