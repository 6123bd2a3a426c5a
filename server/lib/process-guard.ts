/**
 * The last guard of a long-running process (the server, a worker): a promise rejected with nobody
 * listening is logged instead of ending the process. The causes are contained where they arise (the job
 * queue hands jobs back only while the database answers); this keeps one missed case from taking every
 * request down with it. Only the message is logged: an error may carry a statement's parameters.
 */
export function logUnhandledRejections(log: (message: string) => void = (m) => console.error(m)) {
  process.on('unhandledRejection', (reason) => {
    log(`Unhandled rejection, still running: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
}

/**
 * The steps of a process's shutdown, run in order, with the one running named: a shutdown that waits on
 * something that never answers (a database cut off mid-conversation) is ended by `exitAfter`, which says
 * which step it was.
 */
export class ShutdownSteps {
  current = 'not started';

  async run(step: string, work: () => unknown): Promise<void> {
    this.current = step;
    await work();
  }
}

/**
 * Ends the process with 1 once `seconds` have passed since the signal, saying which step of the shutdown
 * still runs (SHUTDOWN_TIMEOUT_SECONDS): a supervisor's stop then takes that long at most, not its own kill
 * timeout, and no second server starts beside a hung one. The timer does not keep the process alive.
 */
export function exitAfter(
  seconds: number,
  steps: ShutdownSteps,
  log: (message: string) => void = (m) => console.error(m),
) {
  setTimeout(() => {
    log(
      `Shutdown: still ${steps.current} after ${seconds} s (SHUTDOWN_TIMEOUT_SECONDS); exiting without it.`,
    );
    process.exit(1);
  }, seconds * 1000).unref();
}
