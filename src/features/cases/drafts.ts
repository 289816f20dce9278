import { useCallback, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUser } from '@/store/sessionSlice';

/**
 * Drafts of the case view's free text (note, reply, forward, attachment descriptions), kept in
 * localStorage per user and per case. They outlive a failed send, a reload and a sign-out for
 * inactivity (sign-out does not clear them), are cleared once sent, and another user's key never
 * matches, so nobody sees someone else's draft.
 */
export type DraftKind = 'note' | 'reply' | 'forward' | 'attachments';

const PREFIX = 'portal.caseDraft';

/** The storage key of a draft. */
export function draftKey(userId: number, caseId: number, kind: DraftKind): string {
  return `${PREFIX}.${userId}.${caseId}.${kind}`;
}

/** Reads a draft (undefined when there is none or storage is unreadable). */
export function readDraft<T>(userId: number, caseId: number, kind: DraftKind): T | undefined {
  try {
    const raw = localStorage.getItem(draftKey(userId, caseId, kind));
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Saves a draft; an empty value removes it. */
export function writeDraft<T>(userId: number, caseId: number, kind: DraftKind, value: T, isEmpty: (value: T) => boolean): void {
  try {
    if (isEmpty(value)) localStorage.removeItem(draftKey(userId, caseId, kind));
    else localStorage.setItem(draftKey(userId, caseId, kind), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft lasts as long as the page.
  }
}

/** Removes a draft (after it was sent). */
export function clearDraft(userId: number, caseId: number, kind: DraftKind): void {
  try {
    localStorage.removeItem(draftKey(userId, caseId, kind));
  } catch {
    // nothing to clear
  }
}

const isBlankValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isBlankValue);
  return false;
};

/**
 * A piece of form state that is also the draft: starts from the stored draft of this user and
 * case, saves every change, and `clear()` drops it once sent.
 */
export function useDraft<T>(kind: DraftKind, caseId: number, initial: T): [T, (value: T) => void, () => void] {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const key = draftKey(userId, caseId, kind);
  const load = () => ({ key, value: (userId ? readDraft<T>(userId, caseId, kind) : undefined) ?? initial });
  const [state, setState] = useState(load);
  // Another user or case: read that one's draft (never keep the previous one's text on screen).
  const current = state.key === key ? state : load();
  if (current !== state) setState(current);

  const set = useCallback(
    (value: T) => {
      setState({ key, value });
      if (userId) writeDraft(userId, caseId, kind, value, isBlankValue);
    },
    [key, userId, caseId, kind],
  );
  const clear = useCallback(() => {
    setState({ key, value: initial });
    if (userId) clearDraft(userId, caseId, kind);
    // `initial` is a literal default of the caller; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, userId, caseId, kind]);
  return [current.value, set, clear];
}
