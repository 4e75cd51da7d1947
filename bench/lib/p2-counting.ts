// Counters around the outside services a monitor run uses: language-service task runs (offline
// calls are not recorded in llm_calls, so they are counted here) and platform provider calls.
import type { LanguageService } from '../../apps/server/src/integrations/llm/types';
import type { TPlatformRegistry } from '../../apps/server/src/integrations/platform/registry';
import type {
  OAuthConnect,
  PasswordConnect,
  PlatformProvider,
} from '../../apps/server/src/integrations/platform/types';

/** Calls by name (task name, or provider method); `reset` zeroes them. */
export type TCounts = {
  readonly byName: Map<string, number>;
  total: () => number;
  of: (name: string) => number;
  reset: () => void;
};

function counts(): TCounts {
  const byName = new Map<string, number>();
  return {
    byName,
    total: () => [...byName.values()].reduce((a, b) => a + b, 0),
    of: (name) => byName.get(name) ?? 0,
    reset: () => byName.clear(),
  };
}

const bump = (c: TCounts, name: string) => c.byName.set(name, c.of(name) + 1);

/** The same service, every `run` and `streamChat` counted by task name. */
export function countingLanguageService(inner: LanguageService): { llm: LanguageService; calls: TCounts } {
  const calls = counts();
  const llm: LanguageService = {
    get kind() {
      return inner.kind;
    },
    get model() {
      return inner.model;
    },
    run: (task, input, ctx) => {
      bump(calls, task.name);
      return inner.run(task, input, ctx);
    },
    streamChat: (input, ctx) => {
      bump(calls, 'agent-chat');
      return inner.streamChat(input, ctx);
    },
  };
  return { llm, calls };
}

/** Provider methods that reach the platform (replyDelivery and intentUrl are local and not counted). */
const PLATFORM_CALLS = new Set<string>([
  'startConnect',
  'finishConnect',
  'signIn',
  'getProfile',
  'getUserPosts',
  'getUsersByUsernames',
  'searchKeyword',
  'postReply',
  'findOwnReplies',
  'deletePost',
  'getReplyOutcomes',
  'readInbox',
  'likePost',
] satisfies (keyof PlatformProvider | keyof OAuthConnect | keyof PasswordConnect)[]);

/** The same registry, whose providers count each platform call by method name. */
export function countingPlatforms(inner: TPlatformRegistry): {
  platforms: TPlatformRegistry;
  calls: TCounts;
} {
  const calls = counts();
  const wrapped = new Map<PlatformProvider, PlatformProvider>();
  const wrap = <T extends PlatformProvider>(provider: T): T => {
    const known = wrapped.get(provider) as T | undefined;
    if (known) return known;
    const proxy = new Proxy(provider, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        const fn = (value as (...a: unknown[]) => unknown).bind(target);
        if (typeof prop !== 'string' || !PLATFORM_CALLS.has(prop)) return fn;
        return (...args: unknown[]) => {
          bump(calls, String(prop));
          return fn(...args);
        };
      },
    });
    wrapped.set(provider, proxy);
    return proxy;
  };
  return {
    platforms: { get: (id) => wrap(inner.get(id)), list: () => inner.list().map((p) => wrap(p)) },
    calls,
  };
}

/** "a 3, b 1" for a note. */
export const describeCounts = (c: TCounts) =>
  [...c.byName.entries()].map(([name, n]) => `${name} ${n}`).join(', ') || 'none';
