/**
 * Work a feature must finish while the session still works, before a logout ends it: the push
 * feature unbinds this browser (spec section 4, "Logout unsubscribes from push if a token
 * exists"). Features register here; the app runs the list where it composes the logout.
 */
type Task = () => Promise<unknown>;

const tasks = new Set<Task>();

/** Adds `task` to every logout from now on; the answer takes it off again. */
export function beforeLogout(task: Task): () => void {
  tasks.add(task);
  return () => void tasks.delete(task);
}

/** Runs every task at once and waits for all; a failed one never stops the logout. */
export async function runBeforeLogout(): Promise<void> {
  await Promise.allSettled([...tasks].map((task) => task()));
}
