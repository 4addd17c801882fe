import type { PrescriptionTemplate, PrescriptionTemplateList } from '@clinic/shared/encounters';
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconDeviceFloppy, IconTemplate } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { medicinesCount } from './prescription-lines.ts';

function Items({
  title,
  templates,
  onApply,
}: {
  title: string;
  templates: PrescriptionTemplate[];
  onApply: (t: PrescriptionTemplate) => void;
}) {
  if (templates.length === 0) return null;
  return (
    <>
      <Menu.Label>{title}</Menu.Label>
      {templates.map((t) => (
        <Menu.Item
          key={t._id}
          onClick={() => onApply(t)}
          rightSection={
            <Text size="xs" c="dimmed">
              {medicinesCount(t.lines.length)}
            </Text>
          }
        >
          {t.name}
        </Menu.Item>
      ))}
    </>
  );
}

/** The "Templates" menu: apply one of the doctor's or their department's templates, or save the lines as one. */
export function TemplatesMenu({
  query,
  onApply,
  onSaveAs,
}: {
  query: UseQueryResult<PrescriptionTemplateList>;
  onApply: (template: PrescriptionTemplate) => void;
  /** Absent for those who may not keep templates. */
  onSaveAs?: () => void;
}) {
  const templates = query.data?.templates ?? [];
  const department = query.data?.department;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconTemplate size={14} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Templates
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {query.isPending && <Menu.Label>Loading templates…</Menu.Label>}
        {query.isError && <Menu.Label c="red">Failed to load templates. Please try again.</Menu.Label>}
        {query.isSuccess && templates.length === 0 && <Menu.Label>No templates yet</Menu.Label>}
        <Items title="Mine" templates={templates.filter((t) => t.scope === 'Personal')} onApply={onApply} />
        <Items
          title={department ? `${department.name} department` : 'Department'}
          templates={templates.filter((t) => t.scope === 'Department')}
          onApply={onApply}
        />
        {onSaveAs && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconDeviceFloppy size={14} />} onClick={onSaveAs}>
              Save as template…
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
