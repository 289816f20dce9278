// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAst } from 'vite';
import { markCalls, withoutMarks } from '../../scripts/vite/decoderMarks';
import type { AstNode } from '../../scripts/vite/bootRoutes';

// Production builds keep the decoders and drop their marks (scripts/vite/decoderMarks.ts): what is
// left is the same code, in the same places, without a word of the marks.

const SRC = resolve(__dirname, '../../src');
const parse = (code: string, tsx = false) => parseAst(code, { lang: tsx ? 'tsx' : 'ts' }) as unknown as AstNode;

test('a mark keeps its schema and loses the rest, nested marks too, every position unchanged', () => {
  const code = [
    "const A = { name: assumed(v.optional(optText), { fallback: 'a (b), {c}', userSees: 'x', impact: 'low' }), kind: otherForm(link) };",
    'const B = assumed(',
    '  readsAs(listSkipping(Item, "item"), Item, { via: listItems, each: true }),',
    "  { fallback: 'none', userSees: 'no figures', impact: 'high' },",
    ');',
    'const C = notAMark(x, { fallback: 1 });',
  ].join('\n');
  const out = withoutMarks(code, markCalls(parse(code)));
  expect(out).toHaveLength(code.length);
  expect(out.split('\n')).toHaveLength(code.split('\n').length);
  expect(out.replace(/\s+/g, ' ')).toBe(
    'const A = { name: v.optional(optText) , kind: link }; const B = listSkipping(Item, "item") ; const C = notAMark(x, { fallback: 1 });',
  );
});

test('every decoder of src/ builds without its marks and still parses', () => {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  let marks = 0;
  for (const file of files) {
    const code = readFileSync(join(SRC, file), 'utf8');
    const calls = markCalls(parse(code, file.endsWith('.tsx')));
    if (calls.length === 0) continue;
    marks += calls.length;
    const out = withoutMarks(code, calls);
    expect(out, file).toHaveLength(code.length);
    expect(markCalls(parse(out, file.endsWith('.tsx'))), file).toEqual([]);
    expect(out, file).not.toContain('userSees:');
  }
  expect(marks).toBeGreaterThan(50);
});
