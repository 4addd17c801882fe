import type { AllergyEntry } from './allergy.schemas.ts';

type ClassLike = { name: string; ingredients: string[] };
type DrugLike = { name: string; molecule: string };

/** Lower case, letters and spaces only: "Amoxicillin Trihydrate IP" → "amoxicillin trihydrate". */
function normal(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z\s-]/g, ' ')
    .replace(/\b(ip|bp|usp|mg|mcg|ml|gm|g|iu|units?|tablets?|capsules?|syrup|injection|w\/v)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const hasWords = (text: string, words: string) => words !== '' && ` ${text} `.includes(` ${words} `);
const singular = (s: string) => s.replace(/s$/, '');

/**
 * The ingredients of a drug from its molecule (or its name when the molecule is blank):
 * "Amoxicillin 500 mg + Clavulanic Acid 125 mg" → ["amoxicillin", "clavulanic acid"].
 */
export function ingredientsOf(drug: DrugLike): string[] {
  const source = drug.molecule.trim() || drug.name;
  return [
    ...new Set(
      source
        .split(/\+|,|;|\/|\band\b|\bwith\b/i)
        .map(normal)
        .filter(Boolean),
    ),
  ];
}

function classNamed(substance: string, classes: ClassLike[]): ClassLike | undefined {
  const s = normal(substance);
  return classes.find((c) => {
    const n = normal(c.name);
    return n === s || singular(n) === s || n === singular(s);
  });
}

type Reach = { members: string[]; via: string | null };

/**
 * What an allergy reaches: a class reaches its members; an ingredient reaches itself and, as
 * cross-sensitivity, the other members of any class it belongs to (amoxicillin → penicillins).
 */
function reachOf(allergy: AllergyEntry, classes: ClassLike[]): Reach[] {
  if (allergy.kind === 'Food' || allergy.kind === 'Other') return [];
  const named = classNamed(allergy.substance, classes);
  if (named) return [{ members: named.ingredients.map(normal), via: named.name }];
  const substance = normal(allergy.substance);
  const own: Reach = { members: [substance], via: null };
  const related = classes
    .filter((c) => c.ingredients.some((i) => hasWords(normal(i), substance) || hasWords(substance, normal(i))))
    .map((c) => ({ members: c.ingredients.map(normal), via: c.name }));
  return [own, ...related];
}

export type AllergyConflict = { allergy: AllergyEntry; ingredient: string; via: string | null; message: string };

const title = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

/** Each recorded allergy the drug matches, with a message that names the allergy. */
export function allergyConflicts(drug: DrugLike, allergies: AllergyEntry[], classes: ClassLike[]): AllergyConflict[] {
  const ingredients = ingredientsOf(drug);
  const found: AllergyConflict[] = [];
  for (const allergy of allergies) {
    for (const reach of reachOf(allergy, classes)) {
      const ingredient = ingredients.find((i) => reach.members.some((m) => hasWords(i, m)));
      if (!ingredient) continue;
      const about = [allergy.reaction, allergy.severity.toLowerCase()].filter(Boolean).join(', ');
      const how = reach.via ? `${title(ingredient)}, of the ${reach.via}` : title(ingredient);
      found.push({
        allergy,
        ingredient,
        via: reach.via,
        message: `${drug.name} (${how}) matches the recorded allergy to ${allergy.substance}${about ? ` (${about})` : ''}`,
      });
      break;
    }
  }
  return found;
}

/**
 * Duplicate therapy: for each line, the earlier line that has an ingredient in common, with a
 * message ("Paracetamol is also in Crocin 500, line 1").
 */
export function duplicateTherapy(drugs: DrugLike[]): (string | null)[] {
  const seen: { line: number; name: string; ingredients: string[] }[] = [];
  return drugs.map((drug, line) => {
    const ingredients = ingredientsOf(drug);
    const earlier = seen.find((s) => s.ingredients.some((i) => ingredients.includes(i)));
    seen.push({ line, name: drug.name, ingredients });
    if (!earlier) return null;
    const shared = ingredients.find((i) => earlier.ingredients.includes(i)) ?? '';
    return `${title(shared)} is also in ${earlier.name}, line ${earlier.line + 1}: duplicate therapy`;
  });
}
