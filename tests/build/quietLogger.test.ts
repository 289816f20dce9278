// @vitest-environment node
import type { Logger } from 'vite';
import { describe, expect, it } from 'vitest';
import { quietLogger } from '../../scripts/vite/quietLogger';

function recording() {
  const lines: string[] = [];
  const base = {
    info: (message: string) => lines.push(`info ${message}`),
    warn: (message: string) => lines.push(`warn ${message}`),
    error: (message: string) => lines.push(`error ${message}`),
  } as unknown as Logger;
  return { lines, logger: quietLogger(base) };
}

describe('npm start is quiet (issue 30 item 3)', () => {
  it("drops the optimizer's progress lines and keeps everything else", () => {
    const { lines, logger } = recording();
    logger.info('\x1b[2m7:05:53 AM\x1b[22m \x1b[36m[vite]\x1b[39m (client) [optimizer] scanning dependencies...');
    logger.info('(client) [optimizer] bundling dependencies...');
    logger.info('(client) ✨ new dependencies optimized: papaparse');
    logger.info('  ➜  Local:   http://localhost:5173/');
    logger.warn('[optimizer] scanning dependencies...');
    logger.error('Failed to resolve import "x"');
    expect(lines).toEqual([
      'info (client) ✨ new dependencies optimized: papaparse',
      'info   ➜  Local:   http://localhost:5173/',
      'warn [optimizer] scanning dependencies...',
      'error Failed to resolve import "x"',
    ]);
  });
});
