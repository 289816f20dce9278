import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePainted } from '@/components/usePainted';

// Frames run when the test says so; the timers after them as well.
let frames: FrameRequestCallback[] = [];
async function frame() {
  const due = frames;
  frames = [];
  await act(async () => {
    for (const callback of due) callback(performance.now());
    await vi.advanceTimersByTimeAsync(1);
  });
}

function Probe({ ready }: { ready?: boolean }) {
  return <p>{usePainted(ready) ? 'painted' : 'waiting'}</p>;
}

describe('usePainted (what a paint does not need starts after it)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('turns true two frames after the first render, not one', async () => {
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await frame();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await frame();
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('counts the frames from when it is ready (a card come near the screen), and stays true after', async () => {
    const view = render(<Probe ready={false} />);
    await frame();
    await frame();
    await frame();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    view.rerender(<Probe ready />);
    await frame();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await frame();
    expect(screen.getByText('painted')).toBeInTheDocument();
    view.rerender(<Probe ready={false} />);
    expect(screen.getByText('painted')).toBeInTheDocument();
  });
});
