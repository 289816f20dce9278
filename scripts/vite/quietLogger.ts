import { createLogger, type Logger } from 'vite';

/**
 * Vite's progress lines that say nothing a newcomer needs (issue 30 item 3: `npm start` prints the
 * address and the demo accounts, and real problems): the dependency optimizer's "scanning
 * dependencies..." and "bundling dependencies..." on a first start. Its other lines stay (new
 * dependencies found while the portal runs, which reload the page), as do every warning and error.
 */
export const PROGRESS_LINES = /\[optimizer\] (scanning|bundling) dependencies\.\.\.$/;

/** Vite's own logger without the progress lines above (`customLogger` in vite.config.ts). */
export function quietLogger(base: Logger = createLogger()): Logger {
  return {
    ...base,
    info(message, options) {
      if (PROGRESS_LINES.test(message.trim())) return;
      base.info(message, options);
    },
  };
}
