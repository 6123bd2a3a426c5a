/**
 * Builds the client once for the whole e2e project (the first half of `npm start`); each test file then
 * starts the server half itself. Building once keeps files from changing under a running server.
 */
import { execFileSync } from 'node:child_process';

export default function buildClientOnce() {
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
}
