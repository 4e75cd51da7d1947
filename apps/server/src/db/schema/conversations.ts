/**
 * The conversations inbox's tables (decision 0083) live in replies.ts: an item and its follow-up
 * reply reference each other, and one file keeps the two tables without an import cycle.
 */
export { conversationCursors, conversationItems } from './replies';
