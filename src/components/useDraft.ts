import { useCallback, useState } from 'react';
import { clearStoredDraft, draftStorageKey, isBlankDraft, readStoredDraft, writeStoredDraft, type DraftNamespace } from '@/lib/drafts';
import { useAppSelector } from '@/store/typedHooks';
import { selectUser } from '@/store/sessionSlice';

/**
 * A piece of form state that is also the draft of the signed-in user: starts from the stored draft
 * under `portal.{namespace}.{userId}.{parts}`, saves every change, and `clear()` drops it once sent
 * or discarded. Another user or another owner (parts) reads that one's draft, never the previous one's.
 */
export function useDraft<T>(namespace: DraftNamespace, parts: ReadonlyArray<string | number>, initial: T): [T, (value: T) => void, () => void, DraftSending] {
  const userId = useAppSelector(selectUser)?.id ?? 0;
  const key = draftStorageKey(namespace, userId, parts);
  const sendingKey = `${key}.sending`;
  // Read once per owner: a draft left "sending" by a reload during its save may already be saved.
  const [sendingState] = useState(() => ({ key, was: userId ? readStoredDraft<boolean>(sendingKey) === true : false }));
  const wasSending = sendingState.key === key && sendingState.was;
  const mark = useCallback(
    (on: boolean) => {
      if (!userId) return;
      if (on) writeStoredDraft(sendingKey, true, () => false);
      else clearStoredDraft(sendingKey);
    },
    [sendingKey, userId],
  );
  const load = () => ({ key, value: (userId ? readStoredDraft<T>(key) : undefined) ?? initial });
  const [state, setState] = useState(load);
  const current = state.key === key ? state : load();
  if (current !== state) setState(current);

  const set = useCallback(
    (value: T) => {
      setState({ key, value });
      if (userId) writeStoredDraft(key, value, isBlankDraft);
    },
    [key, userId],
  );
  const clear = useCallback(() => {
    setState({ key, value: initial });
    if (userId) {
      clearStoredDraft(key);
      clearStoredDraft(sendingKey);
    }
    // `initial` is a literal default of the caller; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, userId]);
  return [current.value, set, clear, { wasSending, mark }];
}

/**
 * The "sending" mark of a draft: set just before its request goes, removed when it succeeds (with
 * the draft) or fails. A reload that finds it set says the text may already have been saved.
 */
export interface DraftSending {
  wasSending: boolean;
  mark: (on: boolean) => void;
}
