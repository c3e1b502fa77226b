/**
 * A tiny typed event emitter for one-shot signals (no stored value, so an equal signal sent twice
 * reaches listeners twice and a late listener hears nothing old).
 */
export interface Emitter<Events extends Record<string, unknown>> {
  /** Calls `listener` for each future `name` event; returns the function that stops it. */
  on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void;
  /** Sends `payload` to every listener of `name`. */
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

/** Creates an emitter. */
export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const all: { [K in keyof Events]?: Array<(payload: Events[K]) => void> } = {};
  return {
    on(name, listener) {
      (all[name] ??= []).push(listener);
      return () => {
        all[name] = all[name]?.filter((l) => l !== listener);
      };
    },
    emit(name, payload) {
      for (const listener of all[name] ?? []) listener(payload);
    },
  };
}
