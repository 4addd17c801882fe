import type { ScreenDef } from '../route-map.ts';

const pages = () => import('../routes/radiology/templates-pages.tsx');

/** Radiology's nine screens (001 §2 "Radiology"; the misspellings are the contract), relative to /radiology. */
export const RADIOLOGY_SCREENS: ScreenDef[] = [
  {
    path: '',
    index: true,
    title: 'Radiology',
    load: async () => (await import('../routes/radiology/cases-page.tsx')).RadiologyCasesPage,
  },
  {
    path: 'open-case',
    title: 'Open Case',
    load: async () => (await import('../routes/radiology/open-case-page.tsx')).OpenCasePage,
  },
  {
    path: 'report-filling-form-editor',
    title: 'Report Editor',
    load: async () => (await import('../routes/radiology/report-editor-page.tsx')).ReportEditorPage,
  },
  {
    path: 'complate-case',
    title: 'Completed Cases',
    load: async () => (await import('../routes/radiology/cases-page.tsx')).CompletedCasesPage,
  },
  {
    path: 'radiology-complate-case-views',
    title: 'Completed Case',
    load: async () => (await import('../routes/radiology/completed-case-page.tsx')).CompletedCasePage,
  },
  {
    path: 'radiology-templates',
    title: 'Radiology Templates',
    load: async () => (await pages()).RadiologyTemplatesPage,
  },
  { path: 'create-templates', title: 'Create Template', load: async () => (await pages()).CreateTemplatePage },
  { path: 'saved-templates', title: 'Saved Templates', load: async () => (await pages()).SavedTemplatesPage },
  {
    path: 'radiology-saved-templates-detail-views',
    title: 'Saved Template',
    load: async () => (await pages()).TemplateDetailPage,
  },
];
