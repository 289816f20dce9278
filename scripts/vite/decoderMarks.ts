import type { Plugin } from 'vite';
import type { AstNode } from './bootRoutes.ts';

/**
 * The decoders' marks (`assumed(schema, note)`, `otherForm(schema)`, `readsAs(schema, inner, how)`,
 * src/api/decoderMarks.ts) are for tools that read the decoders from source (the contract probe,
 * scripts/contract-probe), never for the portal: they only add metadata, which decoding skips. A
 * production build keeps each mark's first argument and blanks the rest of the call, in place
 * (newlines kept, every position where it was), so the pages carry exactly the decoders without
 * the marks' words and metadata.
 */

/** The functions whose calls are marks. */
export const MARKS = ['assumed', 'otherForm', 'readsAs'] as const;

const isNode = (value: unknown): value is AstNode => !!value && typeof value === 'object' && typeof (value as AstNode).type === 'string';

/** A mark's call: the whole call, and its first argument (what stays). */
export interface MarkCall {
  name: string;
  call: [number, number];
  keep: [number, number];
}

/** The mark calls of a module's syntax tree (the tree Rolldown's parser gives). */
export function markCalls(program: AstNode): MarkCall[] {
  const calls: MarkCall[] = [];
  const visit = (node: AstNode) => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as AstNode | undefined;
      const first = ((node.arguments as AstNode[] | undefined) ?? [])[0];
      if (callee?.type === 'Identifier' && (MARKS as readonly string[]).includes(callee.name as string) && first && first.type !== 'SpreadElement')
        calls.push({ name: callee.name as string, call: [node.start as number, node.end as number], keep: [first.start as number, first.end as number] });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return calls;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The code with every mark reduced to its first argument (same length; a call that does not read as expected is left as it is). */
export function withoutMarks(code: string, calls: readonly MarkCall[]): string {
  let out = code;
  for (const { name, call, keep } of calls) {
    const head = code.slice(call[0], keep[0]);
    const tail = code.slice(keep[1], call[1]);
    if (!head.startsWith(name) || !/^[\w$]+\s*\($/.test(head.trimEnd()) || !tail.endsWith(')')) continue;
    out = `${out.slice(0, call[0])}${blank(head)}${out.slice(keep[0], keep[1])}${blank(tail)}${out.slice(call[1])}`;
  }
  return out;
}

/** The build step (production builds only: the dev server, the tests and the probe keep the marks). */
export function stripDecoderMarks(): Plugin {
  return {
    name: 'portal-decoder-marks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !MARKS.some((name) => code.includes(`${name}(`))) return null;
      const calls = markCalls(this.parse(code, { lang: id.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as AstNode);
      return calls.length > 0 ? { code: withoutMarks(code, calls), map: null } : null;
    },
  };
}
