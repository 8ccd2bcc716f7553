import { icon } from './create-icon';

export const Minus = icon([["path",{"d":"M5 12h14"}]]);
