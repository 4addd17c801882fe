import { ageFromDateOfBirth, patientInputSchema, type PatientInput } from '@clinic/shared/patients';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { scrollToFirstError, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { todayIso } from '../../../lib/format.ts';
import { MessageConsentFields } from './message-consent-fields.tsx';
import { AbhaNumberField, Choice, Field, OPTIONS } from './patient-form-fields.tsx';

export const EMPTY_PATIENT: PatientInput = {
  iquma: '',
  abhaNumber: '',
  abhaAddress: '',
  patientCategory: 'Regular',
  title: '',
  givenName: '',
  middleName: '',
  familyName: '',
  dateOfBirth: '',
  age: '',
  gender: '' as PatientInput['gender'],
  maritalStatus: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pinCode: '',
  messageChannel: 'none',
  messageLanguage: 'en',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Every field of the spec's patient form, under the payload names (givenName is the first name,
 * iquma the national ID). Date of birth fills the age. `actions` renders the submit buttons.
 */
export function PatientForm({
  defaultValues,
  mrn,
  error,
  onSubmit,
  actions,
}: {
  defaultValues: PatientInput;
  mrn: string | undefined;
  error: string | undefined;
  onSubmit: (values: PatientInput, form: UseFormReturn<PatientInput>, intent: string) => void;
  actions: ReactNode;
}) {
  const form = useForm<PatientInput>({
    resolver: zodResolver(patientInputSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const container = useRef<HTMLFormElement>(null);
  useClearErrorOnEdit(form);

  const dob = form.watch('dateOfBirth');
  useEffect(() => {
    const today = todayIso();
    if (dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) && dob <= today) {
      // The clinic's today, read back as a local date: the age turns on the clinic's day, not the browser's.
      form.setValue('age', ageFromDateOfBirth(dob, new Date(`${today}T00:00:00`)));
    }
  }, [dob, form]);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? 'save';
    void form.handleSubmit(
      (values) => onSubmit(values, form, intent),
      () => requestAnimationFrame(() => scrollToFirstError(container.current)),
    )(event);
  };

  return (
    <form ref={container} onSubmit={submit} noValidate aria-label="Patient form">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Section title="Patient details">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label="MRN" withAsterisk={!mrn} value={mrn ?? 'Assigned when saved'} readOnly disabled />
            <Choice form={form} name="patientCategory" label="Patient category" data={OPTIONS.categories} />
            <Choice form={form} name="title" label="Title" data={OPTIONS.titles} />
            <Field form={form} name="givenName" label="First name" required />
            <Field form={form} name="middleName" label="Middle name" />
            <Field form={form} name="familyName" label="Last name" required />
            <Field form={form} name="dateOfBirth" label="Date of birth" type="date" />
            <Field form={form} name="age" label="Age (years)" required inputMode="numeric" />
            <Choice form={form} name="gender" label="Gender" data={OPTIONS.genders} required />
            <Choice form={form} name="maritalStatus" label="Marital status" data={OPTIONS.marital} />
            <Field form={form} name="iquma" label="National ID" />
            <AbhaNumberField form={form} />
            <Field form={form} name="abhaAddress" label="ABHA address" placeholder="name@abdm" />
          </SimpleGrid>
        </Section>
        <Section title="Contact">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {/* Room for "+91 98765 43210": the schema keeps the ten digits of the mobile. */}
            <Field form={form} name="phone" label="Phone" required inputMode="tel" maxLength={17} />
            <Field form={form} name="email" label="Email" type="email" />
            <Field form={form} name="address" label="Address" required />
            <Field form={form} name="city" label="City" />
            <Choice form={form} name="state" label="State" data={OPTIONS.states} />
            <Field form={form} name="pinCode" label="PIN code" inputMode="numeric" maxLength={6} />
            <MessageConsentFields form={form} />
          </SimpleGrid>
        </Section>
        <Accordion variant="separated" radius="md" multiple>
          <Accordion.Item value="more">
            <Accordion.Control>Additional, payer and next of kin details</Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" c="dimmed" mb="sm">
                Optional; can be completed later from the patient record.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                <Field form={form} name="grandfatherName" label="Grandfather name" />
                <Choice form={form} name="bloodGroup" label="Blood group" data={OPTIONS.bloodGroups} />
                <Field form={form} name="occupation" label="Occupation" />
                <Field form={form} name="nationality" label="Nationality" />
                <Field form={form} name="insuranceProvider" label="Insurance provider" />
                <Field form={form} name="insuranceId" label="Insurance ID" />
                <Field form={form} name="insuranceValidity" label="Insurance valid until" type="date" />
                <Field form={form} name="emergencyContactName" label="Next of kin name" />
                <Field form={form} name="emergencyContactRelation" label="Relationship" />
                <Field
                  form={form}
                  name="emergencyContactPhone"
                  label="Next of kin phone"
                  inputMode="tel"
                  maxLength={17}
                />
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {actions}
      </Stack>
    </form>
  );
}
