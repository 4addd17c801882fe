import type { CarePackage } from '@clinic/shared/billing';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { packageQueries } from '../../../features/billing/api/packages.queries.ts';
import { PackageModal } from '../../../features/billing/components/package-modal.tsx';
import { PackageTable } from '../../../features/billing/components/package-table.tsx';

/**
 * Billing → Packages: fixed-price packages per procedure and room category, the hospital's own and
 * the schemes' lists; a stay's bill is computed under the one put on it.
 */
export function PackagesPage() {
  const packages = useQuery(packageQueries.master());
  const [editing, setEditing] = useState<CarePackage | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Packages"
        subtitle="Fixed prices per procedure and room category, with what they include"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add package
          </Button>
        }
      />
      <QueryState
        query={packages}
        error="Failed to load the packages. Please try again."
        loadingLabel="Loading packages"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No packages added yet" />}
      >
        {(list) => <PackageTable packages={list} onEdit={setEditing} />}
      </QueryState>
      {editing && (
        <PackageModal key={editing === 'new' ? 'new' : editing._id} value={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
