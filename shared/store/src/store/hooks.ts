import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState, ShopDispatch, ShopStore } from './createShopStore';

export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
export const useShopSelector = useSelector.withTypes<RootState>();
/** The store itself, for a handler that reads the state at the moment it runs rather than at the last render. */
export const useShopStore = useStore.withTypes<ShopStore>();
