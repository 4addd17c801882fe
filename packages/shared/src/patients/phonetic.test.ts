import { describe, expect, it } from 'vitest';
import { phoneticKey } from './phonetic.ts';

describe('phoneticKey', () => {
  it('gives Indian spelling variants of a name one key', () => {
    const same = [
      ['Laxmi', 'Lakshmi'],
      ['Mohammed', 'Muhammad', 'Mohamed', 'Mohd', 'Md.'],
      ['Shrinivas', 'Srinivas', 'Sreenivas'],
      ['Venkatesh', 'Wenkatesh'],
      ['Zaheer', 'Jaheer'],
      ['Aasha', 'Asha'],
      ['Vijay', 'Vijai'],
    ];
    for (const names of same) expect(new Set(names.map(phoneticKey)), names.join('/')).toHaveLength(1);
  });

  it('keeps different names apart and words separate', () => {
    expect(phoneticKey('Ravi')).not.toBe(phoneticKey('Rani'));
    expect(phoneticKey('Lakshmi Nair')).toBe('lxm nr');
  });
});
