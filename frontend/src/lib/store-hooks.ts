/**
 * Typed Redux hooks that do not depend on the app's root state type, so that
 * features stay independent of `src/app`. Features select through their own
 * selectors, typed on the slice they own.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';

export type AppThunkDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppThunkDispatch>();
