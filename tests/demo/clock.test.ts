// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoNow, demoToday, pinnedDay } from '@/demo/clock';

describe('the demo clock (DEMO_TODAY)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the real date when DEMO_TODAY is unset or malformed', () => {
    vi.stubEnv('DEMO_TODAY', '');
    const real = new Date();
    expect(demoToday()).toEqual(new Date(real.getFullYear(), real.getMonth(), real.getDate()));
    expect(pinnedDay('2026-02-30')).toBeNull();
    expect(pinnedDay('tomorrow')).toBeNull();
  });

  it('moves the seed to the pinned day, keeping the time of day', () => {
    vi.stubEnv('DEMO_TODAY', '2024-02-29');
    expect(demoToday()).toEqual(new Date(2024, 1, 29));
    const now = new Date(demoNow());
    const real = new Date();
    expect([now.getFullYear(), now.getMonth(), now.getDate()]).toEqual([2024, 1, 29]);
    expect(Math.abs(now.getHours() * 60 + now.getMinutes() - (real.getHours() * 60 + real.getMinutes()))).toBeLessThanOrEqual(1);
  });
});
