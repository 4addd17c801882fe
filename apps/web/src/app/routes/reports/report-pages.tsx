import { RegisterView } from '../../../features/registers/components/register-view.tsx';
import {
  ADMISSION_REGISTER,
  CENSUS_REPORT,
  DIAGNOSTICS_REPORT,
  OCCUPANCY_REPORT,
  OPD_REPORT,
  PHARMACY_REPORT,
  QUALITY_REPORT,
  REVENUE_REPORT,
} from '../../../features/reports/components/report-defs.ts';
import { ReportView } from '../../../features/reports/components/report-view.tsx';

/** /reports/census */
export const CensusReportPage = () => <ReportView def={CENSUS_REPORT} />;
/** /reports/occupancy */
export const OccupancyReportPage = () => <ReportView def={OCCUPANCY_REPORT} />;
/** /reports/opd */
export const OpdReportPage = () => <ReportView def={OPD_REPORT} />;
/** /reports/revenue */
export const RevenueReportPage = () => <ReportView def={REVENUE_REPORT} />;
/** /reports/pharmacy */
export const PharmacyReportPage = () => <ReportView def={PHARMACY_REPORT} />;
/** /reports/diagnostics */
export const DiagnosticsReportPage = () => <ReportView def={DIAGNOSTICS_REPORT} />;
/** /reports/quality */
export const QualityReportPage = () => <ReportView def={QUALITY_REPORT} />;
/** /reports/mlc-register */
export const MlcRegisterPage = () => <RegisterView register="mlc" />;
/** /reports/birth-register */
export const BirthRegisterPage = () => <RegisterView register="birth" />;
/** /reports/death-register */
export const DeathRegisterPage = () => <RegisterView register="death" />;
/** /reports/admission-register */
export const AdmissionRegisterPage = () => <ReportView def={ADMISSION_REGISTER} />;
/** /reports/incidents */
export const IncidentRegisterPage = () => <RegisterView register="incident" />;
