import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/** Prints where the portal runs and the demo accounts to sign in with. */
export function printDemoBanner(address: string): void {
  const lines = [
    '',
    `  Client portal (demo API) running at ${address}`,
    '',
    `  Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((account) => `    ${account.email.padEnd(22)} ${account.may}`),
    '',
  ];
  console.log(lines.join('\n'));
}
