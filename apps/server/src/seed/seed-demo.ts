import type { StaffService } from '../modules/staff/staff.service.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

/** Creates the demo accounts that do not exist yet; running it again changes nothing. */
export async function seedDemo(staff: StaffService): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await staff.findByEmail(account.email)) continue;
    await staff.createAccount({
      name: account.name,
      email: account.email,
      password: account.password,
      roles: [account.role],
      speciality: account.role === 'doctor' ? 'General Medicine' : null,
    });
    created += 1;
  }
  return created;
}
