/**
 * A fixed number of slots for work that must not all run at once (storing uploads): take one
 * without waiting, or learn that none is free. The caller answers "busy" rather than queueing,
 * so nothing piles up in memory while it waits.
 */
export interface Slots {
  /** A release function when a slot was free (call it exactly once), otherwise null. */
  tryTake(): (() => void) | null;
  readonly inUse: number;
}

export function createSlots(size: number): Slots {
  let inUse = 0;
  return {
    tryTake() {
      if (inUse >= size) return null;
      inUse += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
