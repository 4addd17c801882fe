import type { AreaDef } from './screen-def.ts';

/** The store's screens (001 §2 "Inventory"): masters, stock entry, adjustments, migration and stock. */
export const INVENTORY: AreaDef = {
  key: 'inventory',
  label: 'Inventory',
  home: '/inventory',
  entry: ['inventory.masters.manage', 'stock.manage'],
  screens: [
    {
      path: 'manufacturer-data',
      title: 'Manufacturers Directory',
      permission: 'inventory.masters.manage',
      menu: { label: 'Manufacturers', description: 'Manufacturers directory' },
      load: async () => (await import('../routes/inventory/manufacturers-page.tsx')).ManufacturersPage,
    },
    {
      path: 'supplier-distributor-data',
      title: 'Suppliers Directory',
      permission: 'inventory.masters.manage',
      menu: { label: 'Suppliers', description: 'Suppliers and distributors' },
      load: async () => (await import('../routes/inventory/suppliers-page.tsx')).SuppliersPage,
    },
    {
      path: 'material-drug',
      title: 'Material/Drug Management',
      permission: 'inventory.masters.manage',
      menu: { label: 'Material / Drug', description: 'Drug and material catalogue' },
      load: async () => (await import('../routes/inventory/drug-list-page.tsx')).DrugListPage,
    },
    {
      path: 'stock-entry',
      title: 'Stock Entry',
      permission: 'stock.manage',
      menu: { label: 'Stock Entry', description: 'Purchase invoices and batches' },
      load: async () => (await import('../routes/inventory/stock-entry-pages.tsx')).StockEntryListPage,
    },
    {
      path: 'stock-adjustments',
      title: 'Stock Adjustments',
      permission: 'stock.manage',
      menu: { label: 'Stock Adjustments', description: 'Damage, expiry and count corrections' },
      load: async () => (await import('../routes/inventory/adjustment-pages.tsx')).AdjustmentListPage,
    },
    {
      path: 'stock-migration',
      title: 'Stock Migration',
      permission: 'stock.manage',
      menu: { label: 'Stock Migration', description: 'Import opening stock from a file' },
      load: async () => (await import('../routes/inventory/stock-migration-page.tsx')).StockMigrationPage,
    },
    {
      path: 'stock',
      title: 'Stock',
      permission: 'stock.batches.read',
      menu: { label: 'Stock', description: 'On hand, near expiry, expired, below reorder level' },
      load: async () => (await import('../routes/inventory/stock-page.tsx')).StockPage,
    },
    {
      path: 'add-material-drug',
      title: 'Add Material/Drug',
      permission: 'inventory.masters.manage',
      load: async () => (await import('../routes/inventory/drug-pages.tsx')).AddDrugPage,
    },
    {
      path: 'edit-material-drug/:id',
      title: 'Edit Material/Drug',
      permission: 'inventory.masters.manage',
      load: async () => (await import('../routes/inventory/drug-pages.tsx')).EditDrugPage,
    },
    {
      path: 'view-material-drug/:id',
      title: 'View Material/Drug',
      permission: 'inventory.masters.manage',
      load: async () => (await import('../routes/inventory/drug-pages.tsx')).ViewDrugPage,
    },
    {
      path: 'add-stock-entry',
      title: 'Add Stock Entry',
      permission: 'stock.manage',
      load: async () => (await import('../routes/inventory/stock-entry-pages.tsx')).AddStockEntryPage,
    },
    {
      path: 'edit-stock-entry/:id',
      title: 'Edit Stock Entry',
      permission: 'stock.manage',
      load: async () => (await import('../routes/inventory/stock-entry-pages.tsx')).EditStockEntryPage,
    },
    {
      path: 'view-stock-entry/:id',
      title: 'View Stock Entry',
      permission: 'stock.manage',
      load: async () => (await import('../routes/inventory/view-stock-entry-page.tsx')).ViewStockEntryPage,
    },
    {
      path: 'add-stock-adjustment',
      title: 'Add Stock Adjustment',
      permission: 'stock.manage',
      load: async () => (await import('../routes/inventory/adjustment-pages.tsx')).AddAdjustmentPage,
    },
  ],
};
