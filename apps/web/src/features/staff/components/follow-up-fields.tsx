import type { FollowUpRule } from '@clinic/shared/staff';
import { toPaise } from '@clinic/shared/money';
import { Group, NumberInput, Switch } from '@mantine/core';

const FIRST_RULE: FollowUpRule = { days: 7, visits: 1, feePaise: 0 };

/**
 * A doctor's follow-up rule on the staff form: off, or follow-up visits within so many days of a
 * paid consultation at their own fee (0: free).
 */
export function FollowUpFields({
  value,
  onChange,
  error,
}: {
  value: FollowUpRule | null | undefined;
  onChange: (rule: FollowUpRule | null) => void;
  error?: string;
}) {
  const rule = value ?? null;
  const set = (patch: Partial<FollowUpRule>) => rule && onChange({ ...rule, ...patch });
  const whole = (v: string | number) => (typeof v === 'number' ? v : 0);
  return (
    <div>
      <Switch
        label="Follow-up visits at a reduced fee"
        description="Within some days of a paid consultation, the next visits to this doctor"
        checked={rule !== null}
        onChange={(e) => onChange(e.currentTarget.checked ? FIRST_RULE : null)}
        mb="xs"
      />
      {rule && (
        <Group grow align="flex-start">
          <NumberInput
            label="Within (days)"
            min={1}
            max={90}
            allowDecimal={false}
            value={rule.days}
            onChange={(v) => set({ days: whole(v) })}
          />
          <NumberInput
            label="Visits"
            min={1}
            max={10}
            allowDecimal={false}
            value={rule.visits}
            onChange={(v) => set({ visits: whole(v) })}
          />
          <NumberInput
            label="Follow-up fee (₹)"
            description="0 for free"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={rule.feePaise / 100}
            onChange={(v) => set({ feePaise: typeof v === 'number' ? toPaise(v) : 0 })}
            error={error}
          />
        </Group>
      )}
    </div>
  );
}
