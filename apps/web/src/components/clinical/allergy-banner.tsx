import { allergyLabel } from '@clinic/shared/allergies';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { allergyQueries } from '../../features/allergies/api/allergies.queries.ts';

/**
 * The patient's allergies where drugs are handled (dispensing, the counter, the MAR): red when
 * there are any, and a plain word when none are known or nobody has asked yet.
 */
export function AllergyBanner({ patientId }: { patientId: string }) {
  const { data, isError } = useQuery(allergyQueries.ofPatient(patientId));
  if (isError) return <Text c="red">Failed to load the patient's allergies.</Text>;
  if (!data) return null;
  if (data.allergies.length > 0)
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={18} />}
        title="Allergies"
        data-testid="allergy-banner"
        py="xs"
      >
        {data.allergies.map(allergyLabel).join(' · ')}
      </Alert>
    );
  return (
    <Text size="sm" c={data.recorded ? 'teal' : 'dimmed'} data-testid="allergy-banner">
      {data.recorded ? 'No known drug allergies' : 'Allergies not recorded'}
    </Text>
  );
}
