import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { admissionQueries } from '../../../features/admissions/api/admissions.queries.ts';
import { News2Alerts } from '../../../features/admissions/components/news2-alerts.tsx';
import { AdmissionOverview } from '../../../features/admissions/components/admission-overview.tsx';
import { AbnormalResultsSummary } from '../../../features/lab/components/abnormal-results.tsx';
import { CriticalAlerts } from '../../../features/lab/components/critical-alerts.tsx';
import { PatientLabResults } from '../../../features/lab/components/patient-lab-results.tsx';
import { PatientRadiologyReports } from '../../../features/radiology/components/patient-radiology-reports.tsx';
import { PatientSurgeries } from '../../../features/theatre/components/patient-surgeries.tsx';

/** One admission (nurse: /nurse/admission-note-patient/{id}; doctor: /doctor/ip-admission/{id}). */
export function AdmissionPage() {
  const { id = '' } = useParams();
  const admission = useQuery(admissionQueries.detail(id));
  return (
    <>
      <PageHeader title="Admission Note" subtitle="Vitals, medicines, tests, notes and discharge of one stay" />
      <QueryState query={admission} error="Failed to load the admission. Please try again.">
        {(a) => (
          <AdmissionOverview
            admission={a}
            alerts={
              <>
                <CriticalAlerts admissionId={a._id} />
                <News2Alerts admissionId={a._id} />
                <AbnormalResultsSummary patientId={a.patientId} />
              </>
            }
            labResults={
              <>
                <PatientLabResults patientId={a.patientId} />
                <PatientRadiologyReports patientId={a.patientId} />
                <PatientSurgeries patientId={a.patientId} />
              </>
            }
          />
        )}
      </QueryState>
    </>
  );
}
