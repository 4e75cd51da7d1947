import { createPortalSlot } from '@/lib/portal-slot';

/**
 * Where a screen docks the floating Undo control (app/components/undo-control.tsx) instead of
 * letting it float over its content: /replies keeps a place for it in its top row, so it never
 * covers the review card. Without a dock the control floats top right.
 */
export const UndoDock = createPortalSlot();
