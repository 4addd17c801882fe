import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { useCreateStaff } from '../../../features/staff/api/staff.queries.ts';
import { applyServerErrors, StaffForm } from '../../../features/staff/components/staff-form.tsx';
import { TemporaryPasswordModal } from '../../../features/staff/components/temporary-password-modal.tsx';

export function StaffNewPage() {
  const navigate = useNavigate();
  const create = useCreateStaff();
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<{ name: string; password: string }>();
  return (
    <>
      <PageHeader title="Add Staff" subtitle="A temporary password is made for the new account." />
      <StaffForm
        mode="create"
        busy={create.isPending}
        error={error}
        defaultValues={{ name: '', email: '', phone: '', roles: [], speciality: null }}
        onCancel={() => void navigate('/settings/staff')}
        onSubmit={(values, setFieldError) => {
          setError(undefined);
          create.mutate(values, {
            onSuccess: ({ staff, temporaryPassword }) => {
              toast.success('Staff member added successfully!');
              setCreated({ name: staff.name, password: temporaryPassword });
            },
            onError: (err) => setError(applyServerErrors(err, setFieldError)),
          });
        }}
      />
      <TemporaryPasswordModal
        name={created?.name ?? ''}
        password={created?.password}
        onClose={() => void navigate('/settings/staff')}
      />
    </>
  );
}
