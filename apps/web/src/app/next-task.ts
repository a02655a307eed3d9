/** Resolves in a task of its own: the browser handles input and paints in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
