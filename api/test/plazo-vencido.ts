import { afterEach, beforeEach } from 'vitest';

/**
 * Set up before each test file. At a test's time-out Vitest fails it and goes on, but the test's
 * promise runs on: a clock it moves, rows it writes, mails it sends would land in the middle of the
 * file's next tests, which share its database and state, and fail them for no fault of theirs. Once
 * a test of the file has timed out, the file's remaining tests are skipped, saying why.
 */
let vencida: string | undefined;
afterEach(({ task }) => {
  if (task.result?.errors?.some((error) => error.message?.startsWith('Test timed out'))) vencida ??= task.name;
});
beforeEach(({ skip }) => {
  if (vencida) skip(`'${vencida}' timed out and may still be running: the file's state is unknown`);
});
