import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { PatientAllergies } from '@clinic/shared/allergies';
import { can } from '@clinic/shared/auth';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { Button, Group, Menu } from '@mantine/core';
import { IconId, IconPrinter } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { allergyQueries } from '../../allergies/api/allergies.queries.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { AdmissionSlipPrint, type AdmissionSlipPaper } from './admission-slip-print.tsx';
import { WristbandPrint } from './wristband-print.tsx';

const SLIP_PAPERS: AdmissionSlipPaper[] = ['A4', 'A5'];

/**
 * One print at a time: the slip and the band share a job, so printing one never puts the other,
 * left on the page from before, on the same sheet.
 */
type Job =
  | { kind: 'slip'; paper: AdmissionSlipPaper; clinic: ClinicProfile | undefined; printedBy: string }
  | { kind: 'band'; allergies: PatientAllergies | null; printedBy: string };

/**
 * The stay's prints: the admission slip on A4 or A5 (chosen from a menu) and the wristband. The
 * band reads the patient's allergies afresh as it prints; without the permission to see them,
 * or when they cannot be read, it says "Allergies: see record".
 */
export function AdmissionPrintButtons({ admission }: { admission: AdmissionDetail }) {
  const client = useQueryClient();
  // Read ahead, as the discharge panel does, so a print rarely waits for them.
  useQuery(meQuery);
  useQuery(clinicQuery);
  const [readingAllergies, setReadingAllergies] = useState(false);
  const printer = usePrintJob((job: Job) =>
    job.kind === 'slip' ? (
      <AdmissionSlipPrint admission={admission} clinic={job.clinic} printedBy={job.printedBy} paper={job.paper} />
    ) : (
      <WristbandPrint admission={admission} allergies={job.allergies} printedBy={job.printedBy} />
    ),
  );

  const signedIn = async () => {
    const me = await client.ensureQueryData(meQuery).catch(() => null);
    return { me, printedBy: me?.name ?? 'staff' };
  };

  const printSlip = async (paper: AdmissionSlipPaper) => {
    const [{ printedBy }, clinic] = await Promise.all([
      signedIn(),
      client.ensureQueryData(clinicQuery).catch(() => undefined),
    ]);
    printer.print({ kind: 'slip', paper, clinic, printedBy });
  };

  const printBand = async () => {
    setReadingAllergies(true);
    try {
      const { me, printedBy } = await signedIn();
      // A role without the permission is not asked (the server would refuse): the band then
      // sends the reader to the record, as it does when the read fails.
      const allergies = can(me?.permissions, 'patients.allergies.read')
        ? await client.fetchQuery({ ...allergyQueries.ofPatient(admission.patientId), staleTime: 0 }).catch(() => null)
        : null;
      printer.print({ kind: 'band', allergies, printedBy });
    } finally {
      setReadingAllergies(false);
    }
  };

  return (
    <Group gap="xs">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />}>
            Print admission slip
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SLIP_PAPERS.map((paper) => (
            <Menu.Item key={paper} onClick={() => void printSlip(paper)}>
              {paper}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconId size={14} />}
        loading={readingAllergies}
        onClick={() => void printBand()}
      >
        Print wristband
      </Button>
      {printer.element}
    </Group>
  );
}
