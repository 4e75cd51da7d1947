/**
 * Test files the pass on PostgreSQL (CI's second run of this suite, DATABASE_URL set) leaves out:
 * they open no database through test/test-database.ts, so on PostgreSQL they would only run the
 * same code again. The processes main.test.ts starts use the embedded database whatever
 * DATABASE_URL says (they test the data folder). A file listed here that opens a database after all
 * fails the first pass (global-setup.ts checks what each file opened), so the list cannot hide one.
 * Only files that take a second or more are worth listing (measured alone on PGlite: main.test.ts
 * 84 s, the others 1–14 s); any other runs in both passes.
 */
export const RUNS_ONCE: readonly string[] = [
  'src/main.test.ts',
  'src/event-log/event-ids-migration.test.ts', // a PGlite of its own, migrated step by step
  'src/stand-ins/offline-model/draft-reply.test.ts',
  'test/lint-rules.test.ts',
  'src/eval/eval-cases.test.ts',
  'src/eval/draft-metrics.test.ts',
  'src/drafting/voice-guard/human-replies.test.ts',
  'src/drafting/voice-guard/frames.test.ts',
  'src/config.test.ts',
  'test/one-text-toolkit.test.ts',
];
