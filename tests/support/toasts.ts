import { vi } from 'vitest';
import { notify } from '@/components/notify';

/** Toasts raised during a test, as [kind, text]. */
export function captureToasts(): Array<[string, string]> {
  const toasts: Array<[string, string]> = [];
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    vi.spyOn(notify, kind).mockImplementation((message: string) => {
      toasts.push([kind, message]);
    });
  }
  return toasts;
}
