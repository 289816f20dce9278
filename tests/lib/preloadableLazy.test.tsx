import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '@/lib/preloadableLazy';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, when the chunk has already arrived', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    // Synchronously in the first commit: the fallback never showed.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends like lazy() while the chunk is on its way, and imports once', async () => {
    let arrive: (module: { default: typeof Hello }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: typeof Hello }>((resolve) => (arrive = resolve)));
    const Lazy = preloadableLazy(load);
    void Lazy.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive({ default: Hello });
    expect(await screen.findByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the import again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ default: Hello });
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await expect(Lazy.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
