import { describe, expect, it } from 'vitest';
import { allergyConflicts, duplicateTherapy, ingredientsOf } from './allergy-match.ts';
import { allergyEntrySchema } from './allergy.schemas.ts';

const classes = [
  { name: 'Penicillins', ingredients: ['penicillin', 'amoxicillin', 'ampicillin'] },
  { name: 'NSAIDs', ingredients: ['ibuprofen', 'diclofenac', 'aspirin'] },
];
const allergy = (v: unknown) => allergyEntrySchema.parse(v);

describe('allergy matching', () => {
  it('reads the ingredients of a combination without strengths', () => {
    expect(
      ingredientsOf({ name: 'Augmentin 625', molecule: 'Amoxicillin 500 mg + Clavulanic Acid 125 mg IP' }),
    ).toEqual(['amoxicillin', 'clavulanic acid']);
    expect(ingredientsOf({ name: 'Crocin 500', molecule: '' })).toEqual(['crocin']);
  });

  it('matches a class allergy, a legacy string that names a class, and an ingredient’s class', () => {
    const augmentin = { name: 'Augmentin 625', molecule: 'Amoxicillin + Clavulanic acid' };
    expect(
      allergyConflicts(augmentin, [allergy({ substance: 'Penicillins', kind: 'Drug class' })], classes),
    ).toHaveLength(1);
    expect(allergyConflicts(augmentin, [allergy('Penicillin')], classes)[0]?.message).toBe(
      'Augmentin 625 (Amoxicillin, of the Penicillins) matches the recorded allergy to Penicillin',
    );
    expect(allergyConflicts(augmentin, [allergy({ substance: 'Ampicillin', reaction: 'Rash' })], classes)).toHaveLength(
      1,
    );
  });

  it('does not match foods, other drugs, or a part of a word', () => {
    const drug = { name: 'Brufen 400', molecule: 'Ibuprofen' };
    expect(allergyConflicts(drug, [allergy({ substance: 'Ibuprofen', kind: 'Food' })], classes)).toEqual([]);
    expect(allergyConflicts(drug, [allergy('Penicillin')], classes)).toEqual([]);
    expect(allergyConflicts({ name: 'X', molecule: 'Benzylpenicillinate' }, [allergy('penicillin')], [])).toEqual([]);
  });

  it('finds the same ingredient twice in one prescription', () => {
    expect(
      duplicateTherapy([
        { name: 'Crocin 500', molecule: 'Paracetamol' },
        { name: 'Azee 500', molecule: 'Azithromycin' },
        { name: 'Combiflam', molecule: 'Ibuprofen 400 mg + Paracetamol 325 mg' },
      ]),
    ).toEqual([null, null, 'Paracetamol is also in Crocin 500, line 1: duplicate therapy']);
  });
});
