// The follow-up prompts as a model would read them: a language service around the chosen one that,
// for each drafting call (a batch, or one post asked alone), builds the task's own prompt from the
// input the writer receives and keeps its measures. The offline writer is given the same input a
// model is, so what is recorded here is what a configured model would be sent.
import type { TDraftBatchInput } from '../../apps/server/src/drafting/tasks/draft-replies';
import { draftItemLines, type TDraftItem } from '../../apps/server/src/drafting/tasks/draft-prompt';
import type { TDraftInput } from '../../apps/server/src/drafting/types';
import type { LanguageService } from '../../apps/server/src/integrations/llm/types';

/** One post's block of a drafting prompt: its size, and how much of it is the conversation quoted. */
export type TItemBlock = {
  postId: string;
  /** The block as the batch prompt holds it ("### Post pN" and the post's lines). */
  chars: number;
  /** Characters the thread takes in it: the block with its conversation less the block without. */
  threadChars: number;
};

/** One drafting call: whose, which task, how big its parts are. */
export type TDraftCall = {
  userId: string | null;
  task: string;
  systemChars: number;
  promptChars: number;
  items: TItemBlock[];
};

const DRAFT_TASKS = new Set(['draft-replies', 'draft-reply']);

/** The heading the batch prompt gives a post, as its block is counted with it. */
const heading = (i: number) => `### Post p${i + 1}\n`;

/** The post alone: no post it answers, no post it quotes, no earlier posts of the thread. */
function withoutThread(item: TDraftItem): TDraftItem {
  const { parent: _parent, ...post } = item.post;
  return { ...item, post: { ...post, original: null }, thread: [] };
}

function itemBlock(item: TDraftItem, voice: TDraftInput['voice'], i: number): TItemBlock {
  const chars = heading(i).length + draftItemLines(item, voice).length;
  const bare = heading(i).length + draftItemLines(withoutThread(item), voice).length;
  return { postId: item.post.id, chars, threadChars: Math.max(0, chars - bare) };
}

/** The same service; every drafting call's prompt measured into `calls` (cleared with `reset`). */
export function recordingLanguageService(inner: LanguageService): {
  llm: LanguageService;
  calls: TDraftCall[];
  reset: () => void;
} {
  const calls: TDraftCall[] = [];
  const llm: LanguageService = {
    get kind() {
      return inner.kind;
    },
    get model() {
      return inner.model;
    },
    run: (task, input, ctx) => {
      if (DRAFT_TASKS.has(task.name)) {
        const prompt = task.build(input);
        const items: TDraftItem[] =
          task.name === 'draft-replies'
            ? (input as unknown as TDraftBatchInput).items
            : [input as unknown as TDraftInput];
        const voice = (input as unknown as TDraftInput).voice;
        calls.push({
          userId: ctx.userId,
          task: task.name,
          systemChars: prompt.system.length,
          promptChars: prompt.prompt.length,
          items: items.map((item, i) => itemBlock(item, voice, i)),
        });
      }
      return inner.run(task, input, ctx);
    },
    streamChat: (input, ctx) => inner.streamChat(input, ctx),
    ...(inner.contextTokens ? { contextTokens: (ctx) => inner.contextTokens!(ctx) } : {}),
  };
  return { llm, calls, reset: () => calls.splice(0) };
}
