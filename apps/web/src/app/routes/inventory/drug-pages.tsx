import { stockText, type Drug } from '@clinic/shared/inventory';
import { formatRupees } from '@clinic/shared/money';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { inventoryQueries, useSaveDrug } from '../../../features/inventory/api/inventory.queries.ts';
import { DrugForm, toDrugInput } from '../../../features/inventory/components/drug-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';

/** After a save the spec waits 2 seconds, then returns to the list. */
const RETURN_DELAY_MS = 2000;

/** The drug form with its save: add when there is no drug yet, update otherwise. */
function DrugEditor({ drug }: { drug?: Drug }) {
  const navigate = useNavigate();
  const save = useSaveDrug(drug?._id);
  const failure = drug ? 'Failed to update drug' : 'Failed to add drug';
  return (
    <>
      <PageHeader title={drug ? 'Edit Material/Drug' : 'Add Material/Drug'} subtitle={drug?.name} />
      <DrugForm
        defaultValues={toDrugInput(drug)}
        busy={save.isPending}
        submitLabel={drug ? 'Update' : 'Add'}
        onCancel={() => void navigate('/inventory/material-drug')}
        onSubmit={(values) =>
          save.mutate(values, {
            onSuccess: ({ message }) => {
              toast.success(message);
              setTimeout(() => void navigate('/inventory/material-drug'), RETURN_DELAY_MS);
            },
            onError: (err) => toast.error(err instanceof ApiError ? err.message : failure),
          })
        }
      />
    </>
  );
}

export function AddDrugPage() {
  return <DrugEditor />;
}

export function EditDrugPage() {
  const { id = '' } = useParams();
  const drug = useQuery(inventoryQueries.drug(id));
  if (drug.isPending) return <LoadingView />;
  if (drug.isError)
    return <ErrorPanel message="Failed to load drug data. Please try again." onRetry={() => void drug.refetch()} />;
  return <DrugEditor drug={drug.data} />;
}

export function ViewDrugPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const drug = useQuery(inventoryQueries.drug(id));
  if (drug.isPending) return <LoadingView />;
  if (drug.isError)
    return <ErrorPanel message="Failed to load drug data. Please try again." onRetry={() => void drug.refetch()} />;
  const d = drug.data;
  const items: [string, string][] = [
    ['Molecule', d.molecule],
    ['Manufacturer', d.manufacturer],
    ['Category', d.category],
    ['Schedule', d.schedule],
    ['HSN code', d.hsn],
    ['Packing', d.packing],
    ['Weight', d.weight === null ? '' : `${d.weight} ${d.measurement}`],
    ['GST', d.gst === null ? '' : `${d.gst}%`],
    ['MRP', d.mrp === null ? '' : formatRupees(d.mrp)],
    ['Reorder level', d.reorderLevel === null ? '' : String(d.reorderLevel)],
    ['Stock on hand', stockText(d.stockOnHand, d.unitsPerPack)],
    ['Units per pack', String(d.unitsPerPack)],
  ];
  return (
    <>
      <PageHeader
        title={d.name}
        subtitle="Material/Drug"
        actions={
          <Group>
            <Button variant="default" onClick={() => void navigate('/inventory/material-drug')}>
              Back
            </Button>
            <Button onClick={() => void navigate(`/inventory/edit-material-drug/${d._id}`)}>Edit</Button>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {items.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text>{value || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </>
  );
}
