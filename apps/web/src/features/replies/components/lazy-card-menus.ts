import { lazy } from 'react';

/** The card's menus (./card-menus.tsx), loaded on demand; see PressToLoad. */
export const loadCardMenus = () => import('./card-menus');
export const PostMenu = lazy(() => loadCardMenus().then((m) => ({ default: m.PostMenu })));
export const MoreEditsMenu = lazy(() => loadCardMenus().then((m) => ({ default: m.MoreEditsMenu })));
