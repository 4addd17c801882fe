import type { AreaDef } from './screen-def.ts';

/** Radiology's nine screens (001 §2 "Radiology"; the misspellings are the contract). */
export const RADIOLOGY: AreaDef = {
  key: 'radiology',
  label: 'Radiology',
  home: '/radiology',
  entry: ['radiology.worklist', 'radiology.reports.write', 'radiology.reports.sign', 'radiology.templates.manage'],
  screens: [
    {
      path: '',
      index: true,
      title: 'Radiology',
      permission: 'radiology.worklist',
      menu: { label: 'Open Cases', description: 'Studies waiting for a report' },
      load: async () => (await import('../routes/radiology/cases-page.tsx')).RadiologyCasesPage,
    },
    {
      path: 'complate-case',
      title: 'Completed Cases',
      permission: 'radiology.worklist',
      menu: { label: 'Completed Cases', description: 'Signed reports' },
      load: async () => (await import('../routes/radiology/cases-page.tsx')).CompletedCasesPage,
    },
    {
      path: 'radiology-templates',
      title: 'Radiology Templates',
      permission: 'radiology.templates.manage',
      menu: { label: 'Templates', description: 'Report templates' },
      load: async () => (await import('../routes/radiology/templates-pages.tsx')).RadiologyTemplatesPage,
    },
    {
      path: 'saved-templates',
      title: 'Saved Templates',
      permission: 'radiology.templates.manage',
      menu: { label: 'Saved Templates', description: 'Templates saved for reuse' },
      load: async () => (await import('../routes/radiology/templates-pages.tsx')).SavedTemplatesPage,
    },
    {
      path: 'open-case',
      title: 'Open Case',
      permission: 'radiology.worklist',
      load: async () => (await import('../routes/radiology/open-case-page.tsx')).OpenCasePage,
    },
    {
      path: 'report-filling-form-editor',
      title: 'Report Editor',
      permission: 'radiology.reports.write',
      load: async () => (await import('../routes/radiology/report-editor-page.tsx')).ReportEditorPage,
    },
    {
      path: 'radiology-complate-case-views',
      title: 'Completed Case',
      permission: 'radiology.worklist',
      load: async () => (await import('../routes/radiology/completed-case-page.tsx')).CompletedCasePage,
    },
    {
      path: 'create-templates',
      title: 'Create Template',
      permission: 'radiology.templates.manage',
      load: async () => (await import('../routes/radiology/templates-pages.tsx')).CreateTemplatePage,
    },
    {
      path: 'radiology-saved-templates-detail-views',
      title: 'Saved Template',
      permission: 'radiology.templates.manage',
      load: async () => (await import('../routes/radiology/templates-pages.tsx')).TemplateDetailPage,
    },
  ],
};
