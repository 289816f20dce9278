/* The probe's command line (pure, so it is tested without a terminal). */

export const USAGE = `Usage: npm run contract:probe -- --api <API base URL, ending in /api> --email <user> [options]

The password comes from PROBE_PASSWORD, or is asked for on the terminal (not shown).

Options:
  --out <dir>          where the report goes (default contract-report/): report.md and report.json
  --timeout <seconds>  each call's time-out (default 20)
  --max-time <seconds> the whole run's limit: calls not started by then are not run (default 600)
  --followup-id <id>   also read the public crew follow-up form of this id (its id comes from an e-mail link)
  --show-values        put addresses with their parameters and the server's messages in the report
                       (for your own debugging: such a report may hold customer data)
  --help               this text`;

export interface ProbeArguments {
  api: string;
  email: string;
  out: string;
  timeoutMs: number;
  maxRunMs: number;
  followupId: number | null;
  showValues: boolean;
  help: boolean;
}

const VALUE_OPTIONS = ['api', 'email', 'out', 'timeout', 'max-time', 'followup-id'] as const;
const FLAG_OPTIONS = ['show-values', 'help'] as const;

/**
 * The API's base address as the probe needs it: http(s), no query, fragment or credentials, the path
 * ending in /api (the spec's prefix; the API is often the portal's own origin's /api behind nginx).
 */
export function checkApiAddress(value: string): { api: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: `--api must be an address such as https://api.example.com/api (got ${JSON.stringify(value)}).` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { problem: `--api must be an http or https address (got ${url.protocol.replace(':', '')}).` };
  if (url.username || url.password) return { problem: '--api must not carry a user name or password: the probe signs in with --email and the password.' };
  if (url.search || url.hash) return { problem: '--api must be the base address only, without ?query or #fragment.' };
  const path = url.pathname.replace(/\/+$/, '');
  if (!/\/api$/.test(path)) {
    const site = path === '' ? ` ${url.origin} looks like a site's address (the portal's?): its API is usually at ${url.origin}/api.` : '';
    return { problem: `--api must be the API's base address, ending in /api (for example https://api.example.com/api); got ${value}.${site}` };
  }
  return { api: `${url.origin}${path}` };
}

function seconds(name: string, value: string, max: number): number | string {
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || number <= 0 || number > max)
    return `--${name} must be a number of seconds above 0 and at most ${max} (got ${JSON.stringify(value)}).`;
  return Math.round(number * 1000);
}

/** Reads the arguments after `--`; a problem is one line saying what is wrong. */
export function parseArguments(argv: readonly string[]): ProbeArguments | { problem: string } {
  const values: Partial<Record<(typeof VALUE_OPTIONS)[number], string>> = {};
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (argument === '-h') {
      flags.add('help');
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argument);
    if (!match) return { problem: `Unexpected argument ${JSON.stringify(argument)}: every argument is an option (--api, --email, …).` };
    const [, name = '', inline] = match;
    if ((FLAG_OPTIONS as readonly string[]).includes(name)) {
      if (inline !== undefined) return { problem: `--${name} takes no value.` };
      flags.add(name);
    } else if ((VALUE_OPTIONS as readonly string[]).includes(name)) {
      const value = inline ?? argv[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined || (inline === undefined && value.startsWith('--'))) return { problem: `--${name} needs a value.` };
      values[name as (typeof VALUE_OPTIONS)[number]] = value;
    } else return { problem: `Unknown option --${name}.` };
  }
  const help = flags.has('help');
  if (help) return { api: '', email: '', out: '', timeoutMs: 0, maxRunMs: 0, followupId: null, showValues: false, help };
  if (!values.api) return { problem: 'Missing --api <the API base URL, ending in /api>.' };
  const api = checkApiAddress(values.api.trim());
  if ('problem' in api) return api;
  const email = values.email?.trim() ?? '';
  if (!email) return { problem: 'Missing --email <the user to sign in as>.' };
  const timeoutMs = values.timeout === undefined ? 20_000 : seconds('timeout', values.timeout, 600);
  if (typeof timeoutMs === 'string') return { problem: timeoutMs };
  const maxRunMs = values['max-time'] === undefined ? 600_000 : seconds('max-time', values['max-time'], 86_400);
  if (typeof maxRunMs === 'string') return { problem: maxRunMs };
  const followup = values['followup-id'];
  if (followup !== undefined && !/^[1-9]\d{0,8}$/.test(followup))
    return { problem: `--followup-id must be a number of 1 to 9 digits (got ${JSON.stringify(followup)}).` };
  const out = values.out?.trim() || 'contract-report';
  return {
    api: api.api,
    email,
    out,
    timeoutMs,
    maxRunMs,
    followupId: followup === undefined ? null : Number(followup),
    showValues: flags.has('show-values'),
    help,
  };
}
