import { abhaScanReplySchema, type AbhaLinkInput } from '@clinic/shared/abdm';
import { patientSchema } from '@clinic/shared/patients';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { patientKeys } from './patients.queries.ts';

/** What the desk's scanner or camera read from an ABHA QR code, read by the server: the card's details and who of ours it is. */
export function useAbhaScan() {
  return useMutation({
    mutationFn: (qr: string) =>
      api('/patients/abha-scan', { method: 'POST', body: { qr }, schema: abhaScanReplySchema }),
  });
}

/** Gives a patient registered before their card the card's ABHA number and address. */
export function useLinkAbha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, abha }: { patientId: string; abha: AbhaLinkInput }) =>
      api(`/patients/${patientId}/abha`, { method: 'PUT', body: abha, schema: patientSchema }),
    onSuccess: (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient._id), patient);
      return queryClient.invalidateQueries({ queryKey: [...patientKeys.all, 'list'] });
    },
  });
}
