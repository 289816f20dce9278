#!/usr/bin/env -S npx tsx --tsconfig tsconfig.app.json
// `npm run contract:probe -- --api https://api.example.com/api --email someone@example.com`: reports, call
// by call, how the portal will read a live API (README, "Day one against your API"). Runs under tsx
// with the app's tsconfig: the calls, decoders, sign-in and refresh are the portal's own code.
// Exit 0: every call the portal needs could be read; 1: some could not; 2: bad arguments or a failed sign-in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArguments, USAGE } from './args';
import { provideStorage } from './environment';
import { jsonReport, markdownReport, outcomeLine, progressLine, terminalTable, VALUES_WARNING } from './report';

const say = (line: string) => process.stderr.write(`${line}\n`);

/** Asks for the password on the terminal without showing it. */
function askPassword(prompt: string): Promise<string> {
  return new Promise((done, fail) => {
    const input = process.stdin;
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let value = '';
    const finish = () => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
    };
    function onData(chunk: string) {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish();
          done(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          fail(new Error('cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    }
    input.on('data', onData);
  });
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if ('problem' in args) {
    say(`contract:probe: ${args.problem}`);
    say('Run with --help for the options.');
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const out = resolve(args.out);
  try {
    mkdirSync(out, { recursive: true });
  } catch (error) {
    say(`contract:probe: the report cannot be written to ${out}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  let password = process.env.PROBE_PASSWORD ?? '';
  if (!password) {
    if (!process.stdin.isTTY) {
      say('contract:probe: no password: set PROBE_PASSWORD, or run the probe in a terminal to type it.');
      return 2;
    }
    try {
      password = await askPassword(`Password for ${args.email}: `);
    } catch {
      say('contract:probe: cancelled.');
      return 2;
    }
    if (!password) {
      say('contract:probe: no password given.');
      return 2;
    }
  }

  // The HTTP client reads its shared token from localStorage when it loads: Node gets one in memory first.
  provideStorage();
  const { runProbe, SignInError } = await import('./probe');
  if (args.showValues) say(`contract:probe: ${VALUES_WARNING}`);
  say(`contract:probe: signing in to ${args.api} …`);
  let result;
  let done = 0;
  try {
    result = await runProbe({
      api: args.api,
      email: args.email,
      password,
      timeoutMs: args.timeoutMs,
      maxRunMs: args.maxRunMs,
      showValues: args.showValues,
      followupId: args.followupId,
      onProgress: (call) => say(`${String((done += 1)).padStart(3)} ${progressLine(call)}`),
    });
  } catch (error) {
    if (error instanceof SignInError) {
      say(`contract:probe: ${error.line}`);
      return 2;
    }
    say(`contract:probe: the probe itself failed: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.PROBE_DEBUG) console.error(error);
    return 1;
  }

  const markdown = join(out, 'report.md');
  const json = join(out, 'report.json');
  writeFileSync(markdown, markdownReport(result));
  writeFileSync(json, jsonReport(result));
  process.stdout.write(`\n${terminalTable(result)}\n\n${outcomeLine(result)}\n`);
  if (args.showValues) process.stdout.write(`${VALUES_WARNING}\n`);
  process.stdout.write(`Report: ${markdown} and ${json} (${(result.durationMs / 1000).toFixed(1)} s).\n`);
  return result.exitCode;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    say(`contract:probe: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
