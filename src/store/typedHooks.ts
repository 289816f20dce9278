import { useDispatch, useSelector, useStore } from 'react-redux';
// The store's types, from the one store the app builds (store.ts).
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
