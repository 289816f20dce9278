import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASCII_PRIMARY_ORDER, compareNames, prepareNameOrder, resetNameOrderForTests } from '@/lib/nameOrder';

// Names sort as an ICU collator of the reader's language at base strength; for an English reader
// and ASCII names without making one (its first use loads ICU's collation data: a long task on a
// phone, issue 30).

const sign = (value: number) => Math.sign(value);
const reference = new Intl.Collator('en-US', { sensitivity: 'base' });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetNameOrderForTests();
});

function countCollators() {
  const made = vi.fn();
  const Real = Intl.Collator;
  vi.spyOn(Intl, 'Collator').mockImplementation(function Counted(...args: ConstructorParameters<typeof Intl.Collator>) {
    made(...args);
    return new Real(...args);
  } as never);
  return made;
}

describe('the name order', () => {
  it('holds every printable ASCII character in the root collation’s order', () => {
    const table = ASCII_PRIMARY_ORDER.join('');
    expect([...table].sort()).toEqual(Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)));
    const rank = new Map([...ASCII_PRIMARY_ORDER.entries()].flatMap(([index, group]) => [...group].map((character) => [character, index] as const)));
    for (const a of table) for (const b of table) expect(sign(reference.compare(a, b)), `${a} ${b}`).toBe(sign(rank.get(a)! - rank.get(b)!));
  });

  it('orders ASCII names as the collator does, and makes no collator for an English reader', () => {
    const made = countCollators();
    const alphabet = " -#.&'09Aaz_";
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed / 2147483648);
    const names = Array.from({ length: 400 }, () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
    );
    names.push('Boston #101', 'boston #102', 'Boston-North', 'Boston North', 'New Haven #110', 'Newark', 'new haven');
    for (let index = 1; index < names.length; index += 1) {
      const [a, b] = [names[index - 1]!, names[index]!];
      expect(sign(compareNames(a, b)), `${a} | ${b}`).toBe(sign(reference.compare(a, b)));
    }
    prepareNameOrder();
    expect(made).not.toHaveBeenCalled();
  });

  it('asks the collator for other names, and for a reader of another language, made once', async () => {
    const made = countCollators();
    expect(sign(compareNames('Zürich', 'Zurich'))).toBe(0);
    expect(sign(compareNames('Émile', 'Eve'))).toBe(-1);
    expect(made).toHaveBeenCalledTimes(1);
    resetNameOrderForTests();
    vi.stubGlobal('navigator', { language: 'da-DK' });
    prepareNameOrder();
    // Made in a task of its own, not in the render that first sorts.
    expect(made).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toHaveBeenCalledTimes(2);
    compareNames('Aalborg', 'Zealand');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
