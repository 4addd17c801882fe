import { Button, Menu } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { PaperSize } from './print-document.tsx';

const PAPERS: { paper: PaperSize; label: string }[] = [
  { paper: 'A4', label: 'A4' },
  { paper: 'A5', label: 'A5' },
  { paper: '80mm', label: '80 mm roll' },
];

/** A small print button that asks which paper: A4, A5 or the 80 mm roll. `label` names what is printed. */
export function PaperMenu({ label, onPick }: { label: string; onPick: (paper: PaperSize) => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PAPERS.map((p) => (
          <Menu.Item key={p.paper} onClick={() => onPick(p.paper)}>
            {p.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
