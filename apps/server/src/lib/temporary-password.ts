import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: a temporary password is read aloud or copied from a screen.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Three groups of four random characters (about 70 bits), e.g. "Kp7m-Xq4r-Tz2w". */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');
  return `${group()}-${group()}-${group()}`;
}
