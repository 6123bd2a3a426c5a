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
