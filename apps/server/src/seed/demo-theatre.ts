import type { ServiceInput } from '@clinic/shared/services';
import type { TheatreInput } from '@clinic/shared/theatre';

/** Two theatres: a general one working every day and an orthopaedic one on weekdays. */
export const DEMO_THEATRES: TheatreInput[] = [
  {
    identifier: 'OT-1',
    type: 'General Surgery',
    capacity: 1,
    status: 'Active',
    days: [1, 2, 3, 4, 5, 6, 7],
    opensAt: '08:00',
    closesAt: '20:00',
    hourlyRatePaise: 250_000,
    equipment: ['Laparoscopy tower', 'Electrosurgical unit', 'Anaesthesia workstation'],
  },
  {
    identifier: 'OT-2',
    type: 'Orthopaedics',
    capacity: 1,
    status: 'Active',
    days: [1, 2, 3, 4, 5, 6],
    opensAt: '09:00',
    closesAt: '17:00',
    hourlyRatePaise: 300_000,
    equipment: ['Orthopaedic traction table', 'Anaesthesia workstation'],
  },
];

/** Equipment wheeled between theatres. */
export const DEMO_MOVABLE_EQUIPMENT = ['Portable C-arm', 'Portable ultrasound'];

/** The procedures the theatre books, at their package prices. */
export const DEMO_PROCEDURES: ServiceInput[] = [
  {
    name: 'Laparoscopic cholecystectomy',
    category: 'Procedure',
    description: 'Gall bladder removal, laparoscopic',
    duration: 90,
    price: 45000,
    isActive: true,
  },
  {
    name: 'Open appendicectomy',
    category: 'Procedure',
    description: 'Appendix removal, open',
    duration: 60,
    price: 30000,
    isActive: true,
  },
  {
    name: 'Total knee replacement',
    category: 'Procedure',
    description: 'Unilateral, excluding the implant',
    duration: 150,
    price: 150000,
    isActive: true,
  },
];

/** The anaesthetist the booking form offers; no public password (a random one). */
export const DEMO_ANAESTHETIST = {
  name: 'Dr. Sanjay Kulkarni',
  email: 'sanjay.kulkarni@demo.clinic',
  speciality: 'Anaesthesiology',
  qualification: 'MBBS, MD (Anaesthesiology)',
  registrationNumber: 'MMC-2011-07731',
};
