import type { AssumedFinding, CallResult, ProbeResult, Verdict } from './probe';

/*
 * The probe's report: a short table for the terminal, the whole of it as Markdown and as JSON. It
 * holds calls, statuses, times, shapes, field names and counts; values only with --show-values, which
 * it then says at its top.
 */

export const VALUES_WARNING =
  'VALUES SHOWN (--show-values): addresses with their parameters and the server’s messages are included. Keep this report to yourself.';

const VERDICT_WORDS: Record<Verdict, string> = {
  read: 'read',
  'read-partly': 'read, parts left out',
  unreadable: 'NOT READABLE',
  failed: 'FAILED',
  'not-run': 'NOT RUN',
  skipped: 'skipped',
};

/** What each verdict means (the README says the same). */
export const VERDICT_MEANINGS: Record<Verdict, string> = {
  read: 'the answer came and the portal’s decoder read all of it',
  'read-partly': 'the portal can show it, but its decoder left some rows or parts out (each named, with why)',
  unreadable: 'an answer came but the portal cannot read it: not JSON, or the decoder refused it (the first failing path is named); users see the page’s error',
  failed: 'no usable answer: an HTTP error status, a time-out, an answer over 20 MB (not read), or the API could not be reached',
  'not-run': 'the call was not made: the session ended (a failed token refresh) or the run’s time limit was reached',
  skipped: 'the portal would not make the call for this user (a permission it lacks), or nothing named what to open, or it is not needed',
};

const IMPACT_ORDER = { high: 0, medium: 1, low: 2 } as const;
const IMPACT_WORDS = { high: 'a part of a page is empty', medium: 'a detail or a way in is lost', low: 'a small detail at most' } as const;

function callText(result: CallResult): string {
  return result.call ?? `(${result.endpoint})`;
}

function resultText(result: CallResult): string {
  const base = VERDICT_WORDS[result.verdict];
  if (result.verdict === 'read-partly') return `${base} (${result.leftOut.length})`;
  if (result.why) return `${base}: ${result.why}`;
  return base;
}

function assumedAbsent(result: CallResult): number {
  return result.assumed.filter((item) => item.state === 'absent' || item.state === 'partly').length;
}

/** Counts per verdict. */
export function verdictCounts(result: ProbeResult): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { read: 0, 'read-partly': 0, unreadable: 0, failed: 0, 'not-run': 0, skipped: 0 };
  for (const call of result.calls) counts[call.verdict] += 1;
  return counts;
}

/** The run's one-line outcome. */
export function outcomeLine(result: ProbeResult): string {
  const counts = verdictCounts(result);
  const bad = counts.unreadable + counts.failed + counts['not-run'];
  const made = result.calls.filter((call) => call.verdict !== 'skipped').length;
  return bad === 0
    ? `Every call the portal needs could be read: ${made} calls made (${counts['read-partly']} with parts left out), ${counts.skipped} skipped.`
    : `${bad} of ${made + counts['not-run']} calls could not be read (${counts.unreadable} not readable, ${counts.failed} failed, ${counts['not-run']} not run); ${counts.skipped} skipped.`;
}

/** One line per call as it finishes (the progress the terminal shows). */
export function progressLine(result: CallResult): string {
  const status = result.status === null ? '   ' : String(result.status);
  const time = result.ms === null ? '' : `${result.ms} ms`;
  const label = result.label ? ` (${result.label})` : '';
  return `${status.padEnd(4)}${time.padStart(8)}  ${callText(result)}${label}  ${resultText(result)}`;
}

function truncate(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** The short table for the terminal. */
export function terminalTable(result: ProbeResult): string {
  const rows = [result.signIn, ...result.calls].map((call) => [
    call === result.signIn ? '0' : String(call.n),
    truncate(call.area, 16),
    truncate(callText(call), 62),
    call.status === null ? '' : String(call.status),
    call.ms === null ? '' : `${call.ms}`,
    truncate(resultText(call), 70),
    String(assumedAbsent(call) || ''),
  ]);
  const header = ['#', 'Area', 'Call', 'HTTP', 'ms', 'Result', 'Assumed absent'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 4 || column === 0 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// ------------------------------------------------------------------ what to confirm

/** An assumed field over every call that reads it. */
export interface AssumedSummary {
  field: string;
  impact: AssumedFinding['impact'];
  fallback: string;
  userSees: string;
  /** The calls (endpoint, label) that read it, with what each answer held. */
  calls: Array<{ n: number; call: string; state: AssumedFinding['state']; present: number; of: number; under: string[] }>;
  /** Over the calls that had objects to hold it: present in all, some or none. */
  state: 'present' | 'partly' | 'absent' | 'not seen';
}

/** Every assumed field the run checked, the ones users would miss most first. */
export function assumedSummary(result: ProbeResult): AssumedSummary[] {
  const byField = new Map<string, AssumedSummary>();
  for (const call of [result.signIn, ...result.calls]) {
    for (const finding of call.assumed) {
      const key = `${call.endpoint}\u0000${finding.field}`;
      const entry = byField.get(key) ?? {
        field: `${call.endpoint}: ${finding.field}`,
        impact: finding.impact,
        fallback: finding.fallback,
        userSees: finding.userSees,
        calls: [],
        state: 'not seen' as const,
      };
      entry.calls.push({
        n: call === result.signIn ? 0 : call.n,
        call: `${callText(call)}${call.label ? ` (${call.label})` : ''}`,
        state: finding.state,
        present: finding.present,
        of: finding.of,
        under: finding.under,
      });
      byField.set(key, entry);
    }
  }
  for (const entry of byField.values()) {
    const seen = entry.calls.filter((call) => call.state !== 'not seen');
    if (seen.length === 0) entry.state = 'not seen';
    else if (seen.every((call) => call.state === 'present')) entry.state = 'present';
    else if (seen.every((call) => call.state === 'absent')) entry.state = 'absent';
    else entry.state = 'partly';
  }
  return [...byField.values()].sort(
    (a, b) =>
      IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] ||
      Number(b.state === 'absent') - Number(a.state === 'absent') ||
      b.calls.length - a.calls.length ||
      a.field.localeCompare(b.field),
  );
}

function seenText(entry: AssumedSummary): string {
  const seen = entry.calls.filter((call) => call.state !== 'not seen');
  const present = seen.reduce((sum, call) => sum + call.present, 0);
  const of = seen.reduce((sum, call) => sum + call.of, 0);
  const under = [...new Set(seen.flatMap((call) => call.under))];
  const count = of > 1 ? ` (${present} of ${of})` : '';
  return `${entry.state}${count}${under.length ? `, as ${under.join(', ')}` : ''}`;
}

// ------------------------------------------------------------------ Markdown

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** The whole report as Markdown. */
export function markdownReport(result: ProbeResult): string {
  const lines: string[] = [];
  const counts = verdictCounts(result);
  lines.push(`# Contract probe: ${result.api}`, '');
  if (result.showValues) lines.push(`> **${VALUES_WARNING}**`, '');
  lines.push(
    `Run ${result.startedAt}, ${(result.durationMs / 1000).toFixed(1)} s. Signed in as a user with the roles ${result.user.roles.map(code).join(', ') || '(none)'} and ${result.user.permissions} permissions. Each call timed out after ${result.timeoutMs / 1000} s; token refreshes: ${result.refreshes}.${result.sessionEnded ? ` **The session ended during the run: ${result.sessionEnded}**` : ''}`,
    '',
    `**${outcomeLine(result)}** (exit ${result.exitCode})`,
    '',
    '| Result | Calls |',
    '|---|---|',
    ...(Object.keys(counts) as Verdict[]).map((verdict) => `| ${VERDICT_WORDS[verdict]} | ${counts[verdict]} |`),
    '',
  );

  const summary = assumedSummary(result);
  const toConfirm = summary.filter((entry) => entry.state === 'absent' || entry.state === 'partly');
  lines.push('## What to confirm with the API’s owners', '');
  if (toConfirm.length === 0) lines.push('Every assumed field the portal reads was in the answers that could hold it.', '');
  else {
    lines.push(
      'The fields below are not in the specification: the portal reads them when they are sent and falls back without them. These answers leave them out (or leave them out of some rows). Ask the API’s owners whether the API sends them under another name or can send them; the ones users would miss most come first.',
      '',
      '| Users miss | Field | In the answers | Without it the portal uses | A user sees |',
      '|---|---|---|---|---|',
      ...toConfirm.map(
        (entry) =>
          `| ${entry.impact}: ${IMPACT_WORDS[entry.impact]} | ${code(entry.field)} | ${cell(seenText(entry))} | ${cell(entry.fallback)} | ${cell(entry.userSees)} |`,
      ),
      '',
    );
  }
  const sent = summary.filter((entry) => entry.state === 'present');
  if (sent.length > 0) lines.push(`Assumed fields the API sends as the portal expects: ${sent.map((entry) => code(entry.field)).join(', ')}.`, '');
  const unseen = summary.filter((entry) => entry.state === 'not seen');
  if (unseen.length > 0)
    lines.push(`Assumed fields no answer had room for (an empty list, a missing parent): ${unseen.map((entry) => code(entry.field)).join(', ')}.`, '');

  lines.push('## Calls', '', 'In the order a user meets them. Ids in paths are shown as `{id}`; parameters by name only.', '');
  lines.push('| # | Area | Call | HTTP | Time | Result | Answer |', '|---|---|---|---|---|---|---|');
  for (const call of [result.signIn, ...result.calls]) {
    const label = call.label ? ` (${call.label})` : '';
    const answer = call.answer ? `${call.answer.bytes} bytes, ${code(call.answer.shape)}` : '';
    lines.push(
      `| ${call === result.signIn ? 0 : call.n} | ${cell(call.area)} | ${code(callText(call))}${cell(label)}${call.url ? `<br>${code(call.url)}` : ''} | ${call.status ?? ''} | ${call.ms === null ? '' : `${call.ms} ms`} | ${cell(resultText(call))} | ${cell(answer)} |`,
    );
  }
  lines.push('');

  const problems = result.calls.filter((call) => ['unreadable', 'failed', 'not-run'].includes(call.verdict));
  if (problems.length > 0) {
    lines.push('## Not readable, failed or not run', '');
    for (const call of problems)
      lines.push(`- **#${call.n} ${callText(call)}**${call.label ? ` (${call.label})` : ''}: ${VERDICT_WORDS[call.verdict]}: ${call.why ?? ''}`);
    lines.push('');
  }
  const partly = [result.signIn, ...result.calls].filter((call) => call.leftOut.length > 0);
  if (partly.length > 0) {
    lines.push('## Parts left out', '', 'What the decoders left out of answers they could otherwise read, and why (their own log lines).', '');
    for (const call of partly) {
      lines.push(`- **#${call === result.signIn ? 0 : call.n} ${callText(call)}**${call.label ? ` (${call.label})` : ''}:`);
      for (const line of call.leftOut.slice(0, 20)) lines.push(`  - ${line}`);
      if (call.leftOut.length > 20) lines.push(`  - … and ${call.leftOut.length - 20} more`);
    }
    lines.push('');
  }
  const missing = [result.signIn, ...result.calls].filter((call) => call.specMissing.length > 0);
  lines.push('## Fields the specification names that answers leave out', '');
  if (missing.length === 0) lines.push('None: every field the portal reads from the specification was in the answers.', '');
  else {
    lines.push('Counted over the objects that should hold the field (rows of a list, for example). A list left out is read as empty.', '');
    for (const call of missing) {
      const values = call.specMissing.filter((item) => !item.list);
      const lists = call.specMissing.filter((item) => item.list);
      const describe = (items: typeof values) => items.map((item) => `${code(item.field)} (${item.missing} of ${item.of})`).join(', ');
      lines.push(
        `- **#${call === result.signIn ? 0 : call.n} ${callText(call)}**${call.label ? ` (${call.label})` : ''}: ${[values.length ? `values: ${describe(values)}` : '', lists.length ? `lists: ${describe(lists)}` : ''].filter(Boolean).join('; ')}`,
      );
    }
    lines.push('');
  }
  const skipped = result.calls.filter((call) => call.verdict === 'skipped');
  if (skipped.length > 0) {
    lines.push('## Skipped', '');
    for (const call of skipped) lines.push(`- #${call.n} ${cell(call.area)}, ${code(call.endpoint)}: ${call.why ?? ''}`);
    lines.push('');
  }
  lines.push('## Not probed', '', 'Endpoints the portal defines that the probe never calls: they change data (or the session).', '');
  for (const item of result.notProbed) lines.push(`- ${code(item.endpoint)}: ${item.why}`);
  lines.push('', '## What the results mean', '');
  for (const verdict of Object.keys(VERDICT_MEANINGS) as Verdict[]) lines.push(`- **${VERDICT_WORDS[verdict]}**: ${VERDICT_MEANINGS[verdict]}.`);
  lines.push(
    '- **Assumed fields**: *present* in every object that should hold it, *partly* in some, *absent* in none, *not seen* when the answer had nothing to hold it.',
    '',
  );
  return lines.join('\n');
}

/** The whole report as JSON (the same content, for tools). */
export function jsonReport(result: ProbeResult): string {
  return `${JSON.stringify({ ...result, outcome: outcomeLine(result), counts: verdictCounts(result), assumedSummary: assumedSummary(result) }, null, 2)}\n`;
}
