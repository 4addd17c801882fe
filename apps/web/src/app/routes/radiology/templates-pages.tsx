import { MODALITIES, type Template } from '@clinic/shared/radiology';
import { Badge, Button, Card, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { radiologyQueries, useDeleteTemplate } from '../../../features/radiology/api/radiology.queries.ts';
import { ReportHtml } from '../../../features/radiology/components/report-html.tsx';
import { TemplateForm } from '../../../features/radiology/components/template-form.tsx';
import { TemplateCards, TemplateTable } from '../../../features/radiology/components/template-views.tsx';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';

/** Asks before deleting a template, then deletes it; reports written from it keep their text. */
function useDeleteFlow(after?: () => void) {
  const [target, setTarget] = useState<Template | null>(null);
  const remove = useDeleteTemplate();
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title="Delete template"
      message={`Delete the template "${target?.name ?? ''}"? Reports already written from it keep their text.`}
      busy={remove.isPending}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target._id, {
          onSuccess: () => {
            toast.success('Template deleted');
            setTarget(null);
            after?.();
          },
          onError: (err) => failed(err, 'Failed to delete the template. Please try again.'),
        });
      }}
      onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}

/** /radiology/radiology-templates: templates by modality, with the ways to make and find them. */
export function RadiologyTemplatesPage() {
  const templates = useQuery(radiologyQueries.templates());
  return (
    <>
      <PageHeader
        title="Radiology Templates"
        subtitle="Report templates per modality"
        actions={
          <Group>
            <Button component={Link} to="/radiology/saved-templates" variant="default">
              Saved templates
            </Button>
            <Button component={Link} to="/radiology/create-templates">
              Create template
            </Button>
          </Group>
        }
      />
      <QueryState
        query={templates}
        error="Failed to load templates. Please try again."
        loadingLabel="Loading templates"
      >
        {(all) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }}>
            {MODALITIES.map((m) => {
              const of = all.filter((t) => t.modality === m);
              return (
                <Card key={m} withBorder radius="md" padding="md">
                  <Group justify="space-between">
                    <Title order={3} size="h5">
                      {m}
                    </Title>
                    <Badge variant="light">{of.length}</Badge>
                  </Group>
                  <Stack gap={2} mt="xs">
                    {of.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        No templates yet
                      </Text>
                    ) : (
                      of.map((t) => (
                        <Text
                          key={t._id}
                          size="sm"
                          component={Link}
                          to={`/radiology/radiology-saved-templates-detail-views?id=${t._id}`}
                          c="blue"
                        >
                          {t.name}
                        </Text>
                      ))
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}

/** /radiology/create-templates (and ?id= to edit): template name*, description, content*. */
export function CreateTemplatePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const existing = useQuery(radiologyQueries.template(id));
  const done = (t?: Template) =>
    void navigate(t ? `/radiology/radiology-saved-templates-detail-views?id=${t._id}` : '/radiology/saved-templates');
  return (
    <>
      <PageHeader title={id ? 'Edit Template' : 'Create Template'} subtitle="A report a radiologist starts from" />
      {id ? (
        <QueryState
          query={existing}
          error="Failed to load the template. Please try again."
          loadingLabel="Loading template"
        >
          {(t) => <TemplateForm template={t} onSaved={done} onCancel={() => done(t)} />}
        </QueryState>
      ) : (
        <TemplateForm onSaved={done} onCancel={() => done()} />
      )}
    </>
  );
}

/** /radiology/saved-templates: as cards or as a table, searched, with edit and delete. */
export function SavedTemplatesPage() {
  const [filters, setFilter] = useSearchState(['view', 'search'] as const);
  const templates = useQuery(radiologyQueries.templates({ search: filters.search || undefined }));
  const deletion = useDeleteFlow();
  const view = filters.view === 'table' ? 'table' : 'cards';
  return (
    <>
      <PageHeader
        title="Saved Templates"
        subtitle="Templates saved for reuse"
        actions={
          <Button component={Link} to="/radiology/create-templates">
            Create template
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="md">
          <SearchInput
            label="Search templates"
            placeholder="Search by name or description"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
            width={320}
          />
          <SegmentedControl
            aria-label="View"
            data={[
              { value: 'cards', label: 'Cards' },
              { value: 'table', label: 'Table' },
            ]}
            value={view}
            onChange={(v) => setFilter('view', v === 'table' ? 'table' : '')}
          />
        </Group>
        <QueryState
          query={templates}
          error="Failed to load templates. Please try again."
          loadingLabel="Loading templates"
        >
          {(rows) =>
            rows.length === 0 ? (
              <EmptyView message={filters.search ? 'No templates match your search' : 'No templates saved yet'} />
            ) : view === 'table' ? (
              <TemplateTable templates={rows} onDelete={deletion.ask} />
            ) : (
              <TemplateCards templates={rows} onDelete={deletion.ask} />
            )
          }
        </QueryState>
      </Paper>
      {deletion.dialog}
    </>
  );
}

/** /radiology/radiology-saved-templates-detail-views?id=: one template, with Delete and Edit. */
export function TemplateDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const template = useQuery(radiologyQueries.template(id));
  const deletion = useDeleteFlow(() => void navigate('/radiology/saved-templates'));
  return (
    <>
      <PageHeader title="Saved Template" subtitle="A report template" />
      {id ? (
        <QueryState
          query={template}
          error="Failed to load the template. Please try again."
          loadingLabel="Loading template"
        >
          {(t) => (
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" mb="sm">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Title order={2} size="h3">
                      {t.name}
                    </Title>
                    <Badge variant="outline">{t.modality}</Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t.description || 'No description'} · by {t.createdBy}, updated {formatDateTime(t.updatedAt)}
                  </Text>
                </Stack>
                <Group>
                  <Button color="red" variant="light" onClick={() => deletion.ask(t)}>
                    Delete
                  </Button>
                  <Button component={Link} to={`/radiology/create-templates?id=${t._id}`}>
                    Edit
                  </Button>
                </Group>
              </Group>
              <ReportHtml html={t.content} testId="template-content" />
            </Paper>
          )}
        </QueryState>
      ) : (
        <EmptyView message="Choose a template from Saved Templates" />
      )}
      {deletion.dialog}
    </>
  );
}
