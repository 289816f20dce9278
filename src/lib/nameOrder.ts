/**
 * Names (stores, regions in a league) in alphabetical order without regard to case or accents: what
 * an ICU collator of the browser's language gives at base strength.
 *
 * Why not always the collator: the first one a page makes loads ICU's collation data, one task of
 * 20–40 ms on this machine and four times that on a phone (issue 30: a long task of its own on
 * Today, the dashboard and the case dashboard, counted in their blocking time, even when it ran in
 * a task apart from the render). For a reader whose language is English (no tailoring of the root
 * order) and names made only of printable ASCII characters, the order is the root collation's
 * primary order, read from the table below; anything else goes to the collator, as before. The
 * table is checked against `Intl.Collator` character by character and on random names
 * (tests/lib/nameOrder.test.ts).
 */

/** Printable ASCII in the root collation's primary order; characters in one string are equal at base strength. */
export const ASCII_PRIMARY_ORDER: readonly string[] = [
  ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$0123456789',
  ...'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => `${letter.toUpperCase()}${letter}`),
];

const WEIGHT = new Uint8Array(128);
ASCII_PRIMARY_ORDER.forEach((group, index) => {
  for (const character of group) WEIGHT[character.charCodeAt(0)] = index + 1;
});

/** English has no tailoring of the root order; other languages may (Danish sorts "aa" after "z"). */
function readsEnglish(): boolean {
  const language = typeof navigator === 'undefined' ? 'en' : (navigator.language ?? '');
  return /^en(-|$)/i.test(language);
}

let english: boolean | undefined;
let collator: Intl.Collator | undefined;
const collated = (a: string, b: string) => (collator ??= new Intl.Collator(undefined, { sensitivity: 'base' })).compare(a, b);

function asciiOnly(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 128 || WEIGHT[code] === 0) return false;
  }
  return true;
}

/** Negative, zero or positive, as `Intl.Collator(undefined, { sensitivity: 'base' }).compare(a, b)`. */
export function compareNames(a: string, b: string): number {
  english ??= readsEnglish();
  if (!english || !asciiOnly(a) || !asciiOnly(b)) return collated(a, b);
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (WEIGHT[a.charCodeAt(index)] ?? 0) - (WEIGHT[b.charCodeAt(index)] ?? 0);
    if (difference !== 0) return difference < 0 ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** Two keys in a fixed order (code units): a tie-break that needs no collator. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * For a reader the table does not serve, loads the collation data in a task of its own now, not in
 * the render that first sorts (a module that sorts names once its answers are in calls it on load).
 */
export function prepareNameOrder(): void {
  english ??= readsEnglish();
  if (!english) setTimeout(() => collated('b', 'a'), 0);
}

/** Tests: read the browser's language again. */
export function resetNameOrderForTests(): void {
  english = undefined;
  collator = undefined;
}
