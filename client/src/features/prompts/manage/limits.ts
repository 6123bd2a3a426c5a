/**
 * The server's limits (server/modules/management/management.service.ts), used by the inputs so a typist
 * cannot go past them; the server still checks everything and its message is what the user sees.
 */
export const TOPIC_NAME_MAX_LENGTH = 60;
export const PROMPT_MAX_LENGTH = 500;
export const SAMPLES_PER_PROMPT = { min: 1, max: 10 };
