import type { TListenHandlers } from '../../src/db/listener';

/** A database whose one listener the test drives by hand: listening, dropping, notifying. */
export function fakeListeningDatabase() {
  let handlers: TListenHandlers | null = null;
  return {
    database: {
      db: { execute: async () => undefined } as never,
      listen: async (_channel: string, h: TListenHandlers) => {
        handlers = h;
        return async () => undefined;
      },
    },
    listening: () => handlers!.onListening(),
    drop: () => handlers!.onDrop?.(new Error('gone')),
    notify: (payload: string) => handlers!.onNotify(payload),
  };
}
