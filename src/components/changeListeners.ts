/**
 * The listeners of a module-level store that React reads with useSyncExternalStore (auth state, the
 * dialog and conflict stores, the outbox…): `subscribe` in the shape React wants, `notify` on a change.
 */
export function changeListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(): void {
      listeners.forEach((listener) => listener());
    },
    /** Whether anyone listens (a mounted host). */
    get any(): boolean {
      return listeners.size > 0;
    },
  };
}
