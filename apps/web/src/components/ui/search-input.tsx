import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { Ref } from 'react';

/** The search box of list screens: labelled for screen readers, with the search icon. */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  width = 280,
  inputRef,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
  /** For the screen's search key ("/"), which focuses the box. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <TextInput
      ref={inputRef}
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      w={width}
    />
  );
}
