import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQueryTextError } from '@/features/queries/useQueryTextError';

describe('useQueryTextError', () => {
  it('shows a 422 message beside the text until the text is edited', () => {
    const { result } = renderHook(() => useQueryTextError());
    expect(result.current.message).toBeNull();
    act(() =>
      result.current.show({ status: 422, code: null, message: 'The query text is too short.', fieldErrors: { query_text: ['The query text is too short.'] } }),
    );
    expect(result.current.message).toBe('The query text is too short.');
    act(() => result.current.edited());
    expect(result.current.message).toBeNull();
  });

  it('shows nothing for other failures, and clears on a new send', () => {
    const { result } = renderHook(() => useQueryTextError());
    act(() => result.current.show({ status: 422, code: null, message: 'Refused', fieldErrors: {} }));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
    act(() => result.current.show({ status: 500, code: null, message: 'Boom', fieldErrors: {} }));
    expect(result.current.message).toBeNull();
    act(() => result.current.show(new Error('x')));
    expect(result.current.message).toBeNull();
  });
});
