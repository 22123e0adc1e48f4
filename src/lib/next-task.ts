/**
 * Resolves in a later task: work after it lets the browser paint and answer input first. Start-up work split this
 * way stays under the 50 ms a phone counts as a long task.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
