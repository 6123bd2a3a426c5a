/**
 * The Model Context Protocol endpoint, /mcp, on the server's own port: Streamable HTTP without sessions
 * (each POST carries one JSON-RPC message and gets its answer as JSON), so any process of the server can
 * answer any call. The caller signs in as on /graphql, with `Authorization: Bearer <personal API token
 * or session token>`; without a valid one the answer is 401 before any MCP message is read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { bearerToken, buildContext, type AppDeps, type RequestContext } from '../context';
import { claimQuota } from '../db/rate-limits';
import { isRetryLater } from '../db/db';
import { RequestMemo } from '../lib/cache';
import { AppError } from '../lib/errors';
import { TOKEN_REFUSED_MESSAGE } from '../caller';
import { simulatedShareSentence } from '../../graphql/shared/simulated-share';
import { McpInstructionsDocument } from './__generated__/graphql';
import { ToolRefusal } from './arguments';
import { TOOLS, type RunGraphQL, type SightlineTool } from './tools';
import { fromRepoRoot } from '../code-location';
import { lazily } from '../lib/lazily';

/** The MCP SDK (and the JSON-schema validator it brings) loads with the first call, not with every start. */
const mcpSdk = lazily(async () => {
  const [{ McpServer }, { StreamableHTTPServerTransport }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  return { McpServer, StreamableHTTPServerTransport };
});

const JSON_RPC_UNAUTHORIZED = -32001;
const JSON_RPC_FORBIDDEN = -32003;
const VERSION = (JSON.parse(fs.readFileSync(fromRepoRoot('package.json'), 'utf8')) as { version: string })
  .version;

/** The 401 of a call without a token, or with one Sightline does not accept (then saying so). */
function refuseUnsigned(res: Response, tokenSent: boolean): void {
  res
    .status(401)
    .set('WWW-Authenticate', 'Bearer realm="sightline"')
    .json({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: JSON_RPC_UNAUTHORIZED,
        message: tokenSent
          ? TOKEN_REFUSED_MESSAGE
          : 'Sign in first: send Authorization: Bearer <token>, a personal API token from Settings → API tokens (or a session token).',
      },
    });
}

/** Runs a tool's document as the request's caller; its errors become the tool's refusal, in their words. */
function graphQLRunner(apollo: ApolloServer<RequestContext>, contextValue: RequestContext): RunGraphQL {
  return async <Data, Variables extends Record<string, unknown>>(
    query: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ) => {
    const response = await apollo.executeOperation<Data, Variables>({ query, variables }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('An MCP tool ran an incremental GraphQL operation.');
    const { data, errors } = response.body.singleResult;
    if (errors?.length) throw new ToolRefusal(errors.map((error) => error.message).join(' '));
    if (!data) throw new Error('An MCP tool’s GraphQL operation answered neither data nor errors.');
    return data;
  };
}

/** One tool call against its per-token allowance, in the database so every process counts it. */
async function claimToolCall(deps: AppDeps, token: string): Promise<string | null> {
  const perMinute = deps.config.MCP_TOOL_CALLS_PER_MINUTE;
  const tokenKey = createHash('sha256').update(token).digest('base64url').slice(0, 32);
  const claim = await claimQuota(deps.db, `mcp:${tokenKey}`, 1, { limit: perMinute, windowSeconds: 60 });
  return claim.allowed
    ? null
    : `This token may call at most ${perMinute} tools a minute. Try again in ${claim.retryAfterSeconds} s.`;
}

const toolError = (message: string) => ({
  content: [{ type: 'text' as const, text: message }],
  isError: true,
});

function writeRefusal(tool: SightlineTool): string {
  return `${tool.name} changes the brand's setup and needs a FULL token; this API token's scope is READ. Create a token with full access in Settings → API tokens.`;
}

const brandArgument = z
  .string()
  .max(100)
  .optional()
  .describe(
    'The id of the brand to act on, one of those you can open (viewer.brands in GraphQL). Default: the brand of the X-Sightline-Brand header or of a pinned token, else the oldest brand of your oldest workspace.',
  );

/** The request's context acting on another brand, after the same membership check as the header's. */
async function contextForBrand(deps: AppDeps, context: RequestContext, brandId: string) {
  const membership = await deps.memberships(deps.db, context.viewer!, brandId);
  if (membership instanceof AppError) return membership;
  return { ...context, membership, memo: new RequestMemo() };
}

const INSTRUCTIONS =
  'Sightline measures how a brand appears in answers from AI platforms (ChatGPT, Perplexity, Gemini, Claude). Figures cover a period (default the last 30 days), platforms (default all) and a kind of prompt (default UNBRANDED: questions that do not name the brand). Start with get_overview; list_topics and list_prompts show where the brand is seen; get_competitor_rankings, get_answer_gaps and get_top_sources show who is named instead and which sites shape the answers; search_answers finds what the platforms actually said; get_fact_check checks the values they state for the brand’s facts against its fact sheet. get_page_funnel, get_ai_sessions and list_crawler_visits join the brand’s pages, AI crawlers’ verified visits and the sessions AI assistants send (Google Analytics 4). Every read tool whose figures rest on answers gives simulatedShare: the share of the answers behind its figures that Sightline’s simulated engine wrote (no API key for their platform); above 0 those figures are illustrative, and you should say so.';

/**
 * The instructions, with the simulated share of the answers behind the default figures (the caller's brand,
 * the last 30 days, unbranded prompts): the count the overview's banner shows.
 */
async function instructions(run: RunGraphQL): Promise<string> {
  // A caller refused the brand hears why from its first tool call; initialize still answers.
  const share = await run(McpInstructionsDocument, {}).then(
    (data) => data.simulatedShare,
    () => null,
  );
  const sentence = share ? simulatedShareSentence(share) : '';
  return sentence
    ? `${INSTRUCTIONS} Now, for the brand's default figures (the last 30 days, unbranded prompts): ${sentence}`
    : INSTRUCTIONS;
}

/** An MCP server for one request: the tools bound to its caller. */
async function serverFor(
  deps: AppDeps,
  apollo: ApolloServer<RequestContext>,
  context: RequestContext,
  token: string,
  initializing: boolean,
) {
  const { McpServer } = await mcpSdk();
  const run = graphQLRunner(apollo, context);
  const server = new McpServer(
    { name: 'sightline', title: 'Sightline', version: VERSION },
    { instructions: initializing ? await instructions(run) : INSTRUCTIONS },
  );
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: { ...tool.input, brand: brandArgument },
        outputSchema: tool.output,
        annotations: tool.writes
          ? { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false }
          : { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
      },
      async ({ brand, ...args }: Record<string, unknown>) => {
        try {
          if (tool.writes && context.viewer?.readOnly) return toolError(writeRefusal(tool));
          const overLimit = await claimToolCall(deps, token);
          if (overLimit) return toolError(overLimit);
          const forBrand = typeof brand === 'string' ? await contextForBrand(deps, context, brand) : context;
          if (forBrand instanceof AppError) return toolError(forBrand.message);
          const { result, summary } = await tool.call(
            forBrand === context ? run : graphQLRunner(apollo, forBrand),
            args,
          );
          return { content: [{ type: 'text' as const, text: summary }], structuredContent: { ...result } };
        } catch (error) {
          if (error instanceof ToolRefusal) return toolError(error.message);
          if (isRetryLater(error)) return toolError(`${error.message} Try again in a moment.`);
          deps.log(
            `mcp: ${tool.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
          );
          return toolError(`${tool.name} could not answer because of an error on the server; it is logged.`);
        }
      },
    );
  }
  return server;
}

/**
 * The Streamable HTTP transport's rule against DNS rebinding: a request a browser sends carries `Origin`, and
 * only this server's own pages (PUBLIC_URL's origin) may call /mcp; an assistant's client sends none.
 */
function refuseForeignOrigin(req: Request, res: Response, publicUrl: string): boolean {
  const origin = req.get('origin');
  const own = new URL(publicUrl).origin;
  if (origin === undefined || origin === own) return false;
  res.status(403).json({
    jsonrpc: '2.0',
    id: null,
    error: {
      code: JSON_RPC_FORBIDDEN,
      message: `Origin ${origin} may not call /mcp: only pages of ${own} (PUBLIC_URL) may; an MCP client that is not a browser sends no Origin.`,
    },
  });
  return true;
}

export function createMcpRouter(deps: AppDeps, apollo: ApolloServer<RequestContext>) {
  const router = express.Router();
  router.post('/mcp', express.json({ limit: '64kb' }), async (req, res, next) => {
    try {
      if (refuseForeignOrigin(req, res, deps.config.publicUrl)) return;
      const token = bearerToken(req);
      const context = token ? await buildContext(req, deps) : null;
      if (!token || !context?.viewer) return refuseUnsigned(res, token !== null);
      // The instructions go out with the answer to initialize alone: only then are they worth a read.
      const initializing = (req.body as { method?: unknown } | undefined)?.method === 'initialize';
      const server = await serverFor(deps, apollo, context, token, initializing);
      const { StreamableHTTPServerTransport } = await mcpSdk();
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      next(error);
    }
  });
  // Without sessions there is no stream to open (GET) or session to end (DELETE).
  router.all('/mcp', (_req, res) => {
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Send MCP messages with POST.' } });
  });
  return router;
}
