import { formatAbhaNumber, type AbhaScanReply } from '@clinic/shared/abdm';
import { fullName, type PatientInput, type PatientSummary } from '@clinic/shared/patients';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCamera, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAbhaScan, useLinkAbha } from '../api/abha.queries.ts';
import { AbhaCamera } from './abha-camera.tsx';
import { EMPTY_PATIENT } from './patient-form.tsx';

/** The card's details as the registration form's values; a year of birth alone gives the age. */
export function formFromProfile({ profile }: AbhaScanReply, thisYear: number): PatientInput {
  return {
    ...EMPTY_PATIENT,
    abhaNumber: profile.abhaNumber ? formatAbhaNumber(profile.abhaNumber) : '',
    abhaAddress: profile.abhaAddress,
    givenName: profile.givenName,
    middleName: profile.middleName,
    familyName: profile.familyName,
    gender: profile.gender as PatientInput['gender'],
    dateOfBirth: profile.dateOfBirth,
    age: profile.dateOfBirth || profile.yearOfBirth === null ? '' : thisYear - profile.yearOfBirth,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    pinCode: profile.pinCode,
  };
}

export const who = (p: PatientSummary) => `${fullName(p)} · ${p.mrn} · ${p.age} Y · ${p.gender} · ${p.phone}`;

/** The patient who already holds an ABHA: open their record, or give them a token. */
export function AbhaHolder({ patient }: { patient: PatientSummary }) {
  const navigate = useNavigate();
  return (
    <Alert color="teal" title="Already registered">
      <Group justify="space-between">
        <Text size="sm">{who(patient)}</Text>
        <Group gap="xs">
          <Anchor component={Link} to={`/reception/patient-record/${patient._id}`} size="sm">
            Open record
          </Anchor>
          <Button size="xs" onClick={() => void navigate(`/reception/book-appointment/${patient._id}`)}>
            Issue token
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}

/**
 * Scan and Share at registration: the desk scanner types the ABHA QR code into the field (and
 * presses Enter), or the camera reads it. A patient already holding the ABHA is offered a token
 * straight away; one registered before the card can be given its ABHA; anyone else fills the form.
 */
export function AbhaScanPanel({ onFill }: { onFill: (input: PatientInput, warnings: string[]) => void }) {
  const navigate = useNavigate();
  const scan = useAbhaScan();
  const link = useLinkAbha();
  const [qr, setQr] = useState('');
  const [camera, setCamera] = useState(false);
  const [reply, setReply] = useState<AbhaScanReply>();
  const [error, setError] = useState<string>();
  const issueToken = (id: string) => void navigate(`/reception/book-appointment/${id}`);

  const read = (text: string) => {
    setCamera(false);
    setError(undefined);
    setReply(undefined);
    scan.mutate(text, {
      onSuccess: (answer) => {
        setReply(answer);
        setQr('');
        if (!answer.match) onFill(formFromProfile(answer, new Date().getFullYear()), answer.warnings);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : 'The code could not be read. Try again.'),
    });
  };

  const linkAndIssue = (patient: PatientSummary) => {
    if (!reply) return;
    const { abhaNumber, abhaAddress } = reply.profile;
    link.mutate(
      { patientId: patient._id, abha: { abhaNumber, abhaAddress } },
      {
        onSuccess: () => {
          toast.success(`ABHA linked to ${patient.mrn}`);
          issueToken(patient._id);
        },
        onError: (err) => setError(err instanceof ApiError ? err.message : 'The ABHA could not be linked'),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb={4}>
        Scan and Share (ABHA)
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Scan the QR code on the patient’s ABHA card or app with the desk scanner, or paste what it read. The details
        fill the form below.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (qr.trim()) read(qr);
        }}
      >
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="ABHA QR code"
            placeholder="Scan here"
            leftSection={<IconQrcode size={16} />}
            value={qr}
            onChange={(event) => setQr(event.currentTarget.value)}
            error={error}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={scan.isPending} disabled={!qr.trim()}>
            Read code
          </Button>
          <Button variant="light" leftSection={<IconCamera size={16} />} onClick={() => setCamera(true)}>
            Use camera
          </Button>
        </Group>
      </form>
      {reply && (
        <Stack mt="sm" gap="xs">
          {reply.warnings.map((w) => (
            <Alert key={w} color="orange">
              {w}
            </Alert>
          ))}
          {reply.match ? (
            <AbhaHolder patient={reply.match} />
          ) : reply.candidates.length > 0 ? (
            <Alert color="yellow" title="Registered before the ABHA card?">
              <Stack gap={6}>
                <Text size="sm">
                  Same mobile and a similar name. If it is the same person, link the ABHA to the record:
                </Text>
                {reply.candidates.map((c) => (
                  <Group key={c._id} justify="space-between">
                    <Text size="sm">{who(c)}</Text>
                    <Button size="xs" variant="light" loading={link.isPending} onClick={() => linkAndIssue(c)}>
                      Link ABHA and issue token
                    </Button>
                  </Group>
                ))}
                <Text size="sm">Otherwise check the details filled below and add the new patient.</Text>
              </Stack>
            </Alert>
          ) : (
            <Text size="sm" c="teal.8">
              Details filled from the ABHA card: check them and add the patient.
            </Text>
          )}
        </Stack>
      )}
      <AbhaCamera opened={camera} onRead={read} onClose={() => setCamera(false)} />
    </Paper>
  );
}
