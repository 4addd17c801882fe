import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The search box of list screens: labelled for screen readers, with the search icon. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  width = 280,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
}) {
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={width}
    />
  );
}
