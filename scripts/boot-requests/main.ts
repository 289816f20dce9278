import { memoryStorage } from '../contract-probe/environment';

/*
 * `tsx --tsconfig tsconfig.app.json scripts/boot-requests/main.ts`: prints every route's first
 * requests (scripts/boot-requests/firstRequests.ts) as JSON, for the build (scripts/vite/boot.ts).
 * Nothing leaves this process: the HTTP client's fetch never answers.
 */
const unanswered = () => new Promise<Response>(() => undefined);
Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage(), fetch: unanswered });
const { appRoutes } = await import('@/app/routes');
const { firstRequestTable } = await import('./firstRequests');
const table = await firstRequestTable(appRoutes);
process.stdout.write(`${JSON.stringify(table, null, process.argv.includes('--pretty') ? 2 : 0)}\n`);
process.exit(0);
