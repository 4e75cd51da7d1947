import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, owner } from './columns';

/**
 * A chat session (docs/product/data.md#agent-chat): one conversation with the agent; titled by its first
 * message.
 */
export const agentSessions = pgTable(
  'agent_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('agent_sessions_user_updated_idx').on(t.userId, t.updatedAt)],
);

/**
 * A chat message (docs/product/data.md#agent-chat). The user's message is stored before the answer streams,
 * so it is never lost; the assistant's when the stream ends (with what arrived, if it was cut short).
 */
export const agentMessages = pgTable(
  'agent_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => agentSessions.id, { onDelete: 'cascade' }),
    userId: owner(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('agent_messages_session_created_idx').on(t.sessionId, t.createdAt)],
);
