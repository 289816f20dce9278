import { useEffect } from 'react';
import { useAppDispatch } from './typedHooks';
import { pageErrorRaised, pageReady, savingFinished, savingStarted } from './uiSlice';

/** Tells the shell the page has what it needs (hides the route-change loading indicator). */
export function usePageReady(ready: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (ready) dispatch(pageReady());
  }, [ready, dispatch]);
}

/** Shows the page-level saving indicator while `saving` is true. */
export function useSavingIndicator(saving: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!saving) return undefined;
    dispatch(savingStarted());
    return () => {
      dispatch(savingFinished());
    };
  }, [saving, dispatch]);
}

/**
 * Raises the generic error page when a page's main load fails (`message` null shows Retry).
 * The shell remounts the page on Retry, so pages should load with refetchOnMountOrArgChange.
 */
export function usePageError(failed: boolean, message: string | null = null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (failed) dispatch(pageErrorRaised(message));
  }, [failed, message, dispatch]);
}
