// The API key of a request, found where the deployed service's token guard looks for it.
import type { IncomingMessage } from "node:http";

/** Laravel's token guard: `?api_token=` first, then the bearer token. */
export function apiKey(req: IncomingMessage, url: URL): string | undefined {
  const fromQuery = url.searchParams.get("api_token");
  if (fromQuery) return fromQuery;
  const h = req.headers.authorization ?? "";
  const at = h.lastIndexOf("Bearer ");
  return at === -1 ? undefined : h.slice(at + 7).trim() || undefined;
}
