/** The front door of server/modules/auth: what other modules may use. */
export { registerAuthJobs } from './auth.jobs';
export { createAuth } from './auth.module';
export type { Auth } from './auth.module';
export { SECRET_FILE_NAME } from './auth.tokens';
