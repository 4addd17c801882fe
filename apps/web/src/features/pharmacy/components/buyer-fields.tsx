import { BUYER_SEXES } from '@clinic/shared/pharmacy';
import { Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';

export type Buyer = {
  name: string;
  age: string;
  sex: string | null;
  phoneNumber: string;
  doctorName: string;
  registrationNumber: string;
  prescriberAddress: string;
  address: string;
};

export const NO_BUYER: Buyer = {
  name: '',
  age: '',
  sex: null,
  phoneNumber: '',
  doctorName: '',
  registrationNumber: '',
  prescriberAddress: '',
  address: '',
};

/**
 * The buyer and the prescriber (001 §3's name, age, sex, phone, doctor), with what the Drugs Rules
 * ask for prescription-only medicines. `children` go above the fields (the registered patient).
 */
export function BuyerFields({
  buyer,
  onChange,
  errors,
  scheduled,
  registered,
  children,
}: {
  buyer: Buyer;
  onChange: (key: keyof Buyer, value: string) => void;
  errors: Record<string, string>;
  /** The cart has a Schedule H, H1 or X medicine. */
  scheduled: boolean;
  /** The cart has a Schedule H1 or X medicine (the register's). */
  registered: boolean;
  children?: ReactNode;
}) {
  const text = (key: keyof Buyer) => ({
    value: buyer[key] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.currentTarget.value),
    error: errors[key],
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Patient details">
      <Title order={2} size="h5" mb="sm">
        Patient details
      </Title>
      {children}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Name" required {...text('name')} />
        <TextInput label="Age" type="number" min={0} {...text('age')} />
        <Select
          label="Sex"
          data={[...BUYER_SEXES]}
          value={buyer.sex}
          onChange={(v) => onChange('sex', v ?? '')}
          clearable
          error={errors.sex}
        />
        <TextInput label="Phone number" required inputMode="numeric" maxLength={10} {...text('phoneNumber')} />
        <TextInput label="Doctor name" required {...text('doctorName')} />
        <TextInput
          label="Doctor's registration no."
          description={
            scheduled ? 'Required: the cart has a Schedule H, H1 or X medicine' : 'Needed for Schedule H, H1 and X'
          }
          placeholder="KMC 12345"
          {...text('registrationNumber')}
        />
        <TextInput
          label="Doctor's address"
          description={
            registered ? 'Required: the cart has a Schedule H1 or X medicine' : 'Needed for Schedule H1 and X'
          }
          {...text('prescriberAddress')}
        />
        <TextInput label="Patient's address" {...text('address')} />
      </SimpleGrid>
    </Paper>
  );
}
