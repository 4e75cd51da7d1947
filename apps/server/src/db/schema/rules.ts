import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, owner } from './columns';

/**
 * A qualification rule (docs/product/data.md#qualification-rules): the trigger prompt is the rule's
 * identifier, unique per user.
 */
export const qualificationRules = pgTable(
  'qualification_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    triggerPrompt: text('trigger_prompt').notNull(),
    semanticResponse: text('semantic_response'),
    /** How the rule was made: typed on the rules screen, or inferred from an approved edit. */
    origin: text('origin', { enum: ['user', 'edit'] })
      .notNull()
      .default('user'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('qualification_rules_user_trigger_idx').on(t.userId, t.triggerPrompt),
    index('qualification_rules_user_created_idx').on(t.userId, t.createdAt),
  ],
);
