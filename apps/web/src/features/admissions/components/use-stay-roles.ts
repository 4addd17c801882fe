import { hasAnyRole } from '@clinic/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../auth/api/auth.queries.ts';

/** What the signed-in user does on a stay: doctors order and discharge, nurses chart (clinicAdmin both). */
export function useStayRoles() {
  const me = useQuery(meQuery);
  const roles = me.data?.roles ?? [];
  return {
    isDoctor: hasAnyRole(roles, ['doctor']),
    isNurse: hasAnyRole(roles, ['nurse']),
    canTransfer: hasAnyRole(roles, ['reception', 'nurse']),
  };
}
