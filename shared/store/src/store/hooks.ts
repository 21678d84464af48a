import { useDispatch, useSelector } from 'react-redux';
import type { RootState, ShopDispatch } from './createShopStore';

export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
export const useShopSelector = useSelector.withTypes<RootState>();
