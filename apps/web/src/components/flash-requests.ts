/** Whether any flash notice was requested yet: mounts the notifications container on demand. */
let hasRequests = false;
const listeners = new Set<() => void>();

export const flashRequests = {
  hasAny: () => hasRequests,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  markRequested() {
    if (hasRequests) return;
    hasRequests = true;
    listeners.forEach((listener) => listener());
  },
};
