import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { IMPORT_MAX_ROWS } from '@clinic/shared/inventory';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StockMigrationPanel } from '../../../features/inventory/components/stock-migration-panel.tsx';

const TEMPLATE =
  'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate\nParacetamol 500mg Tablet,PCM2401,Tablet,200,Strip,18.50,30.00,19.00,Mahalaxmi Pharma Distributors,2027-03-31,2026-01-05\n';

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([TEMPLATE], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'stock-migration-template.csv';
  a.click();
  URL.revokeObjectURL(url);
}

export function StockMigrationPage() {
  return (
    <>
      <PageHeader
        title="Stock Migration"
        subtitle={`Import opening stock from a CSV or XLSX file (up to 5 MB and ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows). All rows are imported, or none.`}
        actions={
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={downloadTemplate}>
            Download sample CSV template
          </Button>
        }
      />
      <StockMigrationPanel />
    </>
  );
}
