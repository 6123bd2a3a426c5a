/** Small HTTP helpers for integration tests: they talk to the server exactly as clients do. */
export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

export async function getJson<T = Record<string, unknown>>(
  url: string,
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  return { status: response.status, body: (await response.json()) as T };
}

export async function postJson<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export interface GraphQLResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
  headers: Record<string, string> = {},
): Promise<JsonResponse<GraphQLResult<T>>> {
  return postJson<GraphQLResult<T>>(`${baseUrl}/graphql`, { query, variables }, token, headers);
}

// Tests read a GraphQL body untyped, as the integration tests read any JSON (eslint.config.js).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type UntypedData = Record<string, any>;

/**
 * GraphQL calls on one server as a token, on a brand when given (the header the client sends): `call`
 * gives the body, `ok` its data after checking it holds no error.
 */
export function graphqlOn(baseUrl: () => string) {
  const call = async (
    token: string,
    query: string,
    variables: Record<string, unknown> = {},
    brand?: string,
  ) => {
    const headers: Record<string, string> = brand ? { 'x-sightline-brand': brand } : {};
    return (await graphql<UntypedData>(baseUrl(), query, variables, token, headers)).body;
  };
  const ok = async (
    token: string,
    query: string,
    variables: Record<string, unknown> = {},
    brand?: string,
  ) => {
    const body = await call(token, query, variables, brand);
    if (body.errors) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
    return body.data!;
  };
  return { call, ok };
}

/** Signs in through the embedded auth API (the wire protocol supabase-js uses) and returns the access token. */
export async function signIn(baseUrl: string, email: string, password = 'sightline-demo'): Promise<string> {
  const { status, body } = await postJson<{ access_token?: string; msg?: string }>(
    `${baseUrl}/auth/v1/token?grant_type=password`,
    { email, password },
  );
  if (status !== 200 || !body.access_token) throw new Error(`sign-in failed (${status}): ${body.msg ?? ''}`);
  return body.access_token;
}

/**
 * Signs up a new person (username@example.com) through the embedded auth API: their token, their id and their
 * first brand's (a sign-up's own workspace and brand take the person's id).
 */
export async function signUp(
  baseUrl: string,
  username: string,
): Promise<{ token: string; personId: string; brandId: string }> {
  const { status, body } = await postJson<{ access_token?: string; user?: { id: string }; msg?: string }>(
    `${baseUrl}/auth/v1/signup`,
    { email: `${username}@example.com`, password: 'correct-horse-battery', data: { username } },
  );
  if (status !== 200 || !body.access_token || !body.user)
    throw new Error(`sign-up failed (${status}): ${body.msg ?? ''}`);
  return { token: body.access_token, personId: body.user.id, brandId: body.user.id };
}
