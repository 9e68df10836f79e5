// Every API endpoint, read from the running server's OpenAPI document, so a route added later is
// fuzzed and put in the access matrix without anyone remembering to list it.

export interface Endpoint {
  method: string;
  /** OpenAPI form: /api/profile/private/{id} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** the JSON body schema, when the route takes one */
  bodySchema: JsonSchema | undefined;
  /** multipart uploads are described only in code, not in the document */
  multipart: boolean;
}

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  items?: JsonSchema;
  format?: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];
const UPLOAD = /update-avatar|update-photos|update-videos/;

export async function loadEndpoints(base: string): Promise<Endpoint[]> {
  const response = await fetch(`${base}/api/docs/json`);
  if (!response.ok) throw new Error(`GET /api/docs/json answered ${response.status}`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      endpoints.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.name),
        bodySchema: operation.requestBody?.content?.["application/json"]?.schema,
        multipart: UPLOAD.test(path),
      });
    }
  }
  return endpoints;
}

/** The concrete URL of an endpoint with these path values (encoded) and query. */
export function urlOf(
  endpoint: Endpoint,
  pathValues: Record<string, string>,
  query?: Record<string, string | string[]>,
): string {
  let url = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues[name] ?? "x"),
  );
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
    }
    const text = search.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

export const label = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
