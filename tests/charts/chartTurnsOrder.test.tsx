import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChartTurn } from '@/components/charts/chartTurns';
import { useNearScreen } from '@/components/useNearScreen';

/** A chart stand-in: records when it was "created" (its effect after the render that had its turn). */
function FakeChart({ name, log }: { name: string; log: string[] }) {
  const ready = useChartTurn();
  useEffect(() => {
    if (ready) log.push(`created ${name}`);
  }, [ready, name, log]);
  return <div>{ready ? `${name} drawn` : `${name} waiting`}</div>;
}

describe('charts take turns (chartTurns.ts)', () => {
  afterEach(() => vi.useRealTimers());

  it('creates one chart per task: the next turn comes only after the previous chart was created', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    render(
      <>
        <FakeChart name="trend" log={log} />
        <FakeChart name="sections" log={log} />
        <FakeChart name="league" log={log} />
      </>,
    );
    // The first chart's turn is at once; the others wait for a task each.
    await act(async () => {});
    expect(log).toEqual(['created trend']);
    expect(screen.getByText('sections waiting')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(log).toEqual(['created trend', 'created sections']);
    expect(screen.getByText('league waiting')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(log).toEqual(['created trend', 'created sections', 'created league']);
    // The last chart hands the turn back: nobody waits, the turns are free for the next page.
    await act(async () => {
      await vi.runAllTimersAsync();
    });
  });

  it('a chart that leaves before or during its turn passes it on', async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    function Page() {
      const [second, setSecond] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setSecond(false)}>
            drop
          </button>
          <FakeChart name="one" log={log} />
          {second && <FakeChart name="two" log={log} />}
          <FakeChart name="three" log={log} />
        </>
      );
    }
    render(<Page />);
    await act(async () => {});
    act(() => screen.getByRole('button', { name: 'drop' }).click());
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(log).toEqual(['created one', 'created three']);
    expect(screen.getByText('three drawn')).toBeInTheDocument();
  });
});

describe('useNearScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  function Probe() {
    const [element, setElement] = useState<HTMLDivElement | null>(null);
    const near = useNearScreen(element);
    return <div ref={setElement}>{near ? 'near' : 'far'}</div>;
  }

  it('is false until the element comes within the margin of the screen, then stays true', () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.record = { callback, options, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe('600px 0px');
    const fire = (isIntersecting: boolean) => act(() => observers[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    fire(false);
    expect(screen.getByText('far')).toBeInTheDocument();
    fire(true);
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
