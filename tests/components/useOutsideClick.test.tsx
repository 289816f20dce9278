import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOutsideClick } from '@/components/useOutsideClick';

function Harness({ active, onOutside }: { active: boolean; onOutside: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useOutsideClick(root, active, onOutside);
  return (
    <div>
      <div ref={root}>
        <button type="button">inside</button>
      </div>
      <button type="button">outside</button>
    </div>
  );
}

describe('useOutsideClick', () => {
  it('calls back on a press outside while active, never inside or when inactive', () => {
    const onOutside = vi.fn();
    const { getByText, rerender } = render(<Harness active onOutside={onOutside} />);
    fireEvent.mouseDown(getByText('inside'));
    expect(onOutside).not.toHaveBeenCalled();
    fireEvent.mouseDown(getByText('outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
    rerender(<Harness active={false} onOutside={onOutside} />);
    fireEvent.mouseDown(getByText('outside'));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });
});
