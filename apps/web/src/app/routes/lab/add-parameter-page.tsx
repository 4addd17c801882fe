import type { Parameter, ParameterInput } from '@clinic/shared/lab';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { labQueries, useSaveParameter } from '../../../features/lab/api/lab.queries.ts';
import { EMPTY_PARAMETER, ParameterForm } from '../../../features/lab/components/parameter-form.tsx';

const MASTER = '/lab/test-parameters-master';

const toInput = (p: Parameter): ParameterInput => ({
  name: p.name,
  category: p.category,
  unit: p.unit,
  method: p.method,
  resultType: p.resultType,
  decimalPlaces: p.decimalPlaces,
  criticalLow: p.criticalLow === null ? '' : String(p.criticalLow),
  criticalHigh: p.criticalHigh === null ? '' : String(p.criticalHigh),
  ranges: p.ranges.map((r) => ({
    ...r,
    min: r.min === null ? '' : String(r.min),
    max: r.max === null ? '' : String(r.max),
  })),
});

/** /lab/add-parameter (and ?id= to edit): the parameter with its normal ranges, saved on the server. */
export function AddParameterPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const existing = useQuery(labQueries.parameter(id));
  const categories = useQuery(labQueries.categories());
  const save = useSaveParameter(id || null);

  if (id && existing.isError)
    return <ErrorPanel message="Failed to load the parameter." onRetry={() => void existing.refetch()} />;
  if (id && existing.isPending) return <LoadingView label="Loading parameter" />;
  return (
    <>
      <PageHeader title={id ? 'Edit Parameter' : 'Add Parameter'} subtitle="Basic details and the normal range" />
      <ParameterForm
        key={id || 'new'}
        defaultValues={existing.data ? toInput(existing.data) : EMPTY_PARAMETER}
        categories={categories.data ?? []}
        busy={save.isPending}
        submitLabel={id ? 'Save' : 'Add'}
        onCancel={() => void navigate(MASTER)}
        onSubmit={async (values) => {
          const saved = await save.mutateAsync(values);
          toast.success(`${saved.name} saved`);
          void navigate(MASTER);
        }}
      />
    </>
  );
}
