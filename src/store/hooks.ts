import { useDispatch, useSelector, useStore } from 'react-redux';
// Type-only: the store's types come from the app that builds it (type imports are free, rule 1).
import type { AppDispatch, AppStore, RootState } from '@/app/store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
