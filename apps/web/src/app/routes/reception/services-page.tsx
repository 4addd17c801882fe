import type { PatientSummary } from '@clinic/shared/patients';
import { SERVICE_CATEGORIES, type Service } from '@clinic/shared/services';
import { Button, Group, Paper, Select, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { OpBillButton } from '../../../features/billing/components/op-bill-button.tsx';
import { useAddCharge } from '../../../features/patients/api/patients.queries.ts';
import { PatientByMrn, PatientCharges } from '../../../features/patients/components/patient-charges.tsx';
import { servicesQuery, useDeleteService } from '../../../features/services/api/services.queries.ts';
import { ServiceModal } from '../../../features/services/components/service-modal.tsx';
import { ServicesTable } from '../../../features/services/components/services-table.tsx';

export function ServicesPage() {
  const services = useQuery(servicesQuery);
  const [patient, setPatient] = useState<PatientSummary>();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [editing, setEditing] = useState<Service | 'new'>();
  const [toDelete, setToDelete] = useState<Service>();
  const remove = useDeleteService();
  const addCharge = useAddCharge(patient?._id ?? '');

  const term = search.trim().toLowerCase();
  const shown = (services.data ?? []).filter(
    (s) =>
      (!category || s.category === category) && (!term || `${s.name} ${s.description}`.toLowerCase().includes(term)),
  );

  const addToPatient = (service: Service) => {
    if (!patient) return toast.error('Please search for a patient first');
    addCharge.mutate(service._id, {
      onSuccess: () => toast.success(`${service.name} added to ${patient.mrn}`),
      onError: (err) => toast.error(err.message || 'Failed to add the service to the patient'),
    });
  };

  const confirmDelete = () =>
    toDelete &&
    remove.mutate(toDelete._id, {
      onSuccess: ({ message }) => {
        setToDelete(undefined);
        toast.success(message);
      },
      onError: () => toast.error('Failed to delete service'),
    });

  return (
    <>
      <PageHeader
        title="Services"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Service
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md" mb="lg">
        <Title order={2} size="h5" mb="sm">
          Patient
        </Title>
        <PatientByMrn onFound={setPatient} />
        {patient && <PatientCharges patient={patient} actions={<OpBillButton patientId={patient._id} />} />}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group mb="md">
          <SearchInput label="Search services" placeholder="Search services" value={search} onChange={setSearch} />
          <Select
            aria-label="Category"
            placeholder="All categories"
            clearable
            data={[...SERVICE_CATEGORIES]}
            value={category}
            onChange={setCategory}
            w={200}
          />
        </Group>
        <QueryState
          query={services}
          error="Failed to load services. Please try again."
          isEmpty={() => shown.length === 0}
          empty={<EmptyView message={term || category ? 'No services match your search' : 'No services found'} />}
        >
          {() => (
            <ServicesTable services={shown} onAddToPatient={addToPatient} onEdit={setEditing} onDelete={setToDelete} />
          )}
        </QueryState>
      </Paper>
      {editing && (
        <ServiceModal service={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        opened={toDelete !== undefined}
        title="Delete service"
        message="Are you sure you want to delete this service?"
        busy={remove.isPending}
        onCancel={() => setToDelete(undefined)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
