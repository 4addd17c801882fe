import type { Sale } from '@clinic/shared/pharmacy';
import { Button, Group } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { usePrintBill } from './use-print-bill.tsx';

/** A bill found again later (for a return, a lost copy) prints only as a duplicate, on A5 or the roll. */
export function BillReprint({ sale }: { sale: Sale }) {
  const printer = usePrintBill();
  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={14} />}
        onClick={() => printer.print({ sale, paper: 'A5', copy: 'duplicate' })}
      >
        Reprint A5
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPrinter size={14} />}
        onClick={() => printer.print({ sale, paper: '80mm', copy: 'duplicate' })}
      >
        Reprint 80 mm
      </Button>
      {printer.element}
    </Group>
  );
}
