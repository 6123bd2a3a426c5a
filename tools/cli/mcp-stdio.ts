/**
 * npm run --silent mcp   (or: node --import tsx tools/cli/mcp-stdio.ts)
 *
 * Sightline's MCP server for desktop assistants that start a command (Claude Desktop, Cursor): it speaks
 * MCP on standard input and output and hands every message to a running Sightline's /mcp endpoint, so the
 * tools and their figures are the server's own. SIGHTLINE_URL (default http://localhost:3000) names the
 * server, SIGHTLINE_TOKEN a personal API token from Settings → API tokens. Standard output carries the
 * protocol alone; anything else goes to standard error.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const JSON_RPC_INTERNAL_ERROR = -32603;

function fail(message: string): never {
  process.stderr.write(`sightline mcp: ${message}\n`);
  process.exit(1);
}

const token = process.env.SIGHTLINE_TOKEN?.trim();
if (!token) fail('set SIGHTLINE_TOKEN to a personal API token (Settings → API tokens).');
let endpoint: URL;
try {
  endpoint = new URL('/mcp', process.env.SIGHTLINE_URL?.trim() || 'http://localhost:3000');
} catch {
  fail(`SIGHTLINE_URL is not a URL: ${process.env.SIGHTLINE_URL}`);
}

const local = new StdioServerTransport();
const remote = new StreamableHTTPClientTransport(endpoint, {
  requestInit: { headers: { Authorization: `Bearer ${token}` } },
});

/** A request the server could not be asked gets an error answer, so the assistant is not left waiting. */
function answerUnreachable(message: JSONRPCMessage, error: unknown): void {
  if (!isJSONRPCRequest(message)) return;
  const reason = error instanceof Error ? error.message : String(error);
  void local.send({
    jsonrpc: '2.0',
    id: message.id,
    error: {
      code: JSON_RPC_INTERNAL_ERROR,
      message: `Sightline at ${endpoint.origin} did not answer: ${reason}`,
    },
  });
}

local.onmessage = (message) => {
  remote.send(message).catch((error: unknown) => answerUnreachable(message, error));
};
remote.onmessage = (message) => {
  void local.send(message);
};
remote.onerror = (error) => process.stderr.write(`sightline mcp: ${error.message}\n`);
local.onclose = () => {
  void remote.close().finally(() => process.exit(0));
};

await remote.start();
await local.start();
