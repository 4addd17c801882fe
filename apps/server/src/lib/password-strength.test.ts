import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-strength.ts';

describe('passwordProblem', () => {
  it('refuses common, repeated, keyboard and personal passwords with a reason', () => {
    for (const weak of ['aaaaaaaaaa', 'password123', 'qwertyuiop', 'Welcome@123']) {
      expect(passwordProblem(weak), weak).toMatch(/^This password is too easy to guess\./);
    }
    expect(passwordProblem('desai12345', ['Anita Desai', 'anita.desai@clinic.in'])).toMatch(/personal/);
  });

  it('accepts a long, unusual passphrase', () => {
    expect(passwordProblem('tamarind-monsoon-ledger-42')).toBeNull();
    expect(passwordProblem('Correct-Horse-42')).toBeNull();
  });
});
