import type { AllergyClass } from '@clinic/shared/allergies';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { allergyQueries } from '../../../features/allergies/api/allergies.queries.ts';
import { AllergyClassModal } from '../../../features/allergies/components/allergy-class-modal.tsx';
import { AllergyClassTable } from '../../../features/allergies/components/allergy-class-table.tsx';

/**
 * Settings → Allergy Classes: the clinic administrator keeps the drug classes (penicillins,
 * NSAIDs, ...) that prescribing, dispensing, the counter and the MAR check allergies against.
 */
export function AllergyClassesPage() {
  const classes = useQuery(allergyQueries.classes());
  const [editing, setEditing] = useState<AllergyClass | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="Allergy Classes"
        subtitle="Drug classes and their ingredients, checked against patients' recorded allergies"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add class
          </Button>
        }
      />
      <QueryState
        query={classes}
        error="Failed to load the allergy classes. Please try again."
        loadingLabel="Loading allergy classes"
        isEmpty={(list) => list.length === 0}
        empty={<EmptyView message="No allergy classes added yet" />}
      >
        {(list) => <AllergyClassTable classes={list} onEdit={setEditing} />}
      </QueryState>
      {editing && (
        <AllergyClassModal
          key={editing === 'new' ? 'new' : editing._id}
          value={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
