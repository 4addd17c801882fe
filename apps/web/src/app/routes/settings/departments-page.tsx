import type { Department } from '@clinic/shared/staff';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { departmentQueries } from '../../../features/staff/api/departments.queries.ts';
import { DepartmentModal } from '../../../features/staff/components/department-modal.tsx';
import { DepartmentTable } from '../../../features/staff/components/department-table.tsx';

/**
 * Settings → Departments: the clinic administrator keeps the departments admissions are made
 * under, adds new ones and retires old ones.
 */
export function DepartmentsPage() {
  const departments = useQuery(departmentQueries.list());
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Departments"
        subtitle="The clinic's departments, the ones patients are admitted under, and retired ones"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add department
          </Button>
        }
      />
      <QueryState
        query={departments}
        error="Failed to load the departments. Please try again."
        loadingLabel="Loading departments"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No departments added yet" />}
      >
        {(list) => <DepartmentTable departments={list} onEdit={setEditing} />}
      </QueryState>
      {editing && (
        <DepartmentModal
          key={editing === 'new' ? 'new' : editing._id}
          value={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
