/*
 * Deploy-time configuration (house rule 17): the addresses the portal talks to are read when it
 * starts, from a small same-origin file (`/config.json`, rendered by nginx from environment
 * variables at container start), never baked into the build. Until it has loaded (or failed), the
 * same-origin defaults below stand.
 */

/** What the portal reads at start. */
export interface RuntimeConfig {
  /** The API's base: requests go to `${apiBaseUrl}/...` (default: this origin's `/api`). */
  apiBaseUrl: string;
  /** The origin (and optional prefix) under which the spec's `/storage/us/...` paths live (default: this origin). */
  storageBaseUrl: string;
  /** The external report generator (the job report's 'Download PDF'); null when none is configured. */
  reportGeneratorUrl: string | null;
}

const origin = (): string => globalThis.location?.origin ?? 'http://localhost';

/** The same-origin defaults. */
export function defaultRuntimeConfig(): RuntimeConfig {
  return { apiBaseUrl: `${origin()}/api`, storageBaseUrl: origin(), reportGeneratorUrl: null };
}

let current: RuntimeConfig = defaultRuntimeConfig();

/** The configuration in force. */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Sets the configuration (tests, and the loader). */
export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  current = { ...current, ...next };
}

/** Back to the same-origin defaults (tests). */
export function resetRuntimeConfig(): void {
  current = defaultRuntimeConfig();
}
