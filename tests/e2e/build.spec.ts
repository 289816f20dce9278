import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const dist = process.env.E2E_DIST ?? 'dist';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

// Strings that only the demo API, its seed or MSW contain.
const DEMO_MARKERS = ['demo1234', 'Morgan Manager', 'manager@example.com', 'mswjs', 'Demo failure (status', 'Customer says the wash missed the rear', 'registerSeeder', 'The demo seed has not been loaded'];

test('the production build holds no demo API, no MSW and no seed data', () => {
  const files = filesUnder(dist).filter((file) => /\.(js|css|html|json)$/.test(file));
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of DEMO_MARKERS) if (text.includes(marker)) found.push(`${file}: ${marker}`);
  }
  expect(found).toEqual([]);
});
