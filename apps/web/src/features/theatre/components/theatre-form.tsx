import { WEEKDAYS, type Theatre, type TheatreInput } from '@clinic/shared/theatre';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Input,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failed } from '../../../lib/failed.ts';
import { useSaveTheatre } from '../api/theatre.queries.ts';

type Draft = Omit<TheatreInput, 'capacity' | 'hourlyRatePaise'> & { capacity: number | ''; rateRupees: number | '' };

const draftOf = (t?: Theatre): Draft => ({
  identifier: t?.identifier ?? '',
  type: t?.type ?? '',
  capacity: t?.capacity ?? '',
  status: t?.status ?? 'Active',
  days: t?.days ?? [1, 2, 3, 4, 5, 6],
  opensAt: t?.opensAt ?? '08:00',
  closesAt: t?.closesAt ?? '20:00',
  rateRupees: t ? t.hourlyRatePaise / 100 : 0,
  equipment: t?.equipment.map((e) => e.name) ?? [],
});

/** The spec's OT setup form; the fields it marks required are checked by the server too. */
export function TheatreForm({
  theatre,
  onSaved,
  onCancel,
}: {
  theatre?: Theatre;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(theatre));
  const [item, setItem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveTheatre(theatre?._id);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const addItem = () => {
    // The spec: an empty entry is ignored.
    if (item.trim()) set('equipment', [...(draft.equipment ?? []), item.trim()]);
    setItem('');
  };
  const submit = () => {
    setErrors({});
    const { rateRupees, capacity, ...rest } = draft;
    const body = {
      ...rest,
      capacity: capacity === '' ? undefined : capacity,
      hourlyRatePaise: Math.round(Number(rateRupees || 0) * 100),
    } as TheatreInput;
    save.mutate(body, {
      onSuccess: () => {
        toast.success(theatre ? 'OT saved' : 'OT added');
        onSaved();
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(err.fields);
        failed(err, 'Failed to save the OT. Please try again.');
      },
    });
  };
  return (
    <Paper withBorder p="lg" radius="md" maw={860}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="OT identifier"
            required
            value={draft.identifier}
            onChange={(e) => set('identifier', e.currentTarget.value)}
            error={errors.identifier}
          />
          <TextInput
            label="Type / speciality"
            required
            value={draft.type}
            onChange={(e) => set('type', e.currentTarget.value)}
            error={errors.type}
          />
          <NumberInput
            label="Capacity"
            required
            min={1}
            allowDecimal={false}
            value={draft.capacity}
            onChange={(v) => set('capacity', typeof v === 'number' ? v : '')}
            error={errors.capacity}
          />
        </SimpleGrid>
        <Radio.Group label="Status" required value={draft.status} onChange={(v) => set('status', v)}>
          <Group mt={4}>
            <Radio value="Active" label="Active" />
            <Radio value="Inactive" label="Inactive" />
          </Group>
        </Radio.Group>
        <Checkbox.Group
          label="Days"
          required
          value={(draft.days ?? []).map(String)}
          onChange={(v) => set('days', v.map(Number).sort())}
          error={errors.days}
        >
          <Group mt={4}>
            {WEEKDAYS.map((day, i) => (
              <Checkbox key={day} value={String(i + 1)} label={day} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            type="time"
            label="Opens at"
            required
            value={draft.opensAt}
            onChange={(e) => set('opensAt', e.currentTarget.value)}
            error={errors.opensAt}
          />
          <TextInput
            type="time"
            label="Closes at"
            required
            value={draft.closesAt}
            onChange={(e) => set('closesAt', e.currentTarget.value)}
            error={errors.closesAt}
          />
          <NumberInput
            label="OT charge per hour (₹)"
            min={0}
            thousandSeparator=","
            value={draft.rateRupees}
            onChange={(v) => set('rateRupees', typeof v === 'number' ? v : '')}
            error={errors.hourlyRatePaise}
          />
        </SimpleGrid>
        <Input.Wrapper label="Equipment">
          <Group mt={4} align="flex-end">
            <TextInput
              aria-label="Equipment item"
              placeholder="e.g. Laparoscopy tower"
              value={item}
              onChange={(e) => setItem(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addItem();
                }
              }}
              style={{ flex: 1 }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addItem}>
              Add
            </Button>
          </Group>
          <Stack gap={4} mt="xs" aria-label="Equipment list">
            {(draft.equipment ?? []).map((name, i) => (
              <Group key={`${name}-${i}`} gap="xs">
                <Text size="sm">{name}</Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name}`}
                  onClick={() =>
                    set(
                      'equipment',
                      (draft.equipment ?? []).filter((_, j) => j !== i),
                    )
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {theatre ? 'Save OT' : 'Add OT'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
