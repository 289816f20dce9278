/*
 * The report holds shapes, field names, counts and statuses, never values: what the decoders log
 * names the value they could not read ('… but received "Jane Doe"'). This takes the value out and
 * leaves its kind.
 */

const RECEIVED = /\breceived (?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d[\w.+-]*|true|false)/g;

function kindOf(value: string): string {
  if (value.startsWith('"') || value.startsWith("'")) return 'a text';
  if (value === 'true' || value === 'false') return 'a boolean';
  return 'a number';
}

/** A log line or issue with every received value replaced by its kind ('received a text'). */
export function withoutValues(line: string): string {
  return line.replace(RECEIVED, (match) => `received ${kindOf(match.slice('received '.length))}`);
}
