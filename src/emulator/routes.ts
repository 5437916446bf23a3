// The API's routes and their handlers. A handler returns its reply; the pipeline in
// server.ts has already authenticated, rate-limited and checked API access.
import type { IncomingMessage } from "node:http";
import { BadJson, formToInput, mergeInputs, normalizeInput, parseBody, readBody, type RequestInput } from "./body";
import { canonicalDomainInput } from "./validation";
import type { FaultControl } from "./faults";
import { flatPage, paginate } from "./paging";
import { parseListQuery, selectWebsites } from "./query";
import { drop, json, type Reply } from "./reply";
import { accountJson, websiteJson } from "./serialize";
import type { WebsiteStatistics } from "./statistics";
import { parseStatisticsQuery, selectStatistics, statisticsLinkQuery } from "./statistics-query";
import type { Store } from "./store";
import type { Account } from "./types";
import { validateCreate, validateUpdate } from "./validation";

export interface RouteContext {
  store: Store;
  statistics: WebsiteStatistics;
  faults: FaultControl;
  defaultPageSize: number;
}

export interface Call {
  req: IncomingMessage;
  url: URL;
  origin: string;
  account: Account;
  /** The website id of /websites/{id} and /stats/{id}; 0 elsewhere (and for an id that is no number). */
  id: number;
}

type Handler = (ctx: RouteContext, call: Call) => Promise<Reply> | Reply;

export interface Route {
  pattern: string;
  methods: Record<string, Handler>;
}

export const PREFIX = "/api/v1";
export const NOT_FOUND = { message: "Resource not found.", status: 404 };
export const SERVER_ERROR = { message: "Server Error" };

async function readInput(call: Call): Promise<RequestInput> {
  const query = formToInput(call.url.searchParams);
  let body: RequestInput;
  try {
    body = parseBody(await readBody(call.req), call.req.headers["content-type"]);
  } catch (err) {
    if (err instanceof BadJson) body = Object.create(null) as RequestInput;
    else throw err;
  }
  return normalizeInput(mergeInputs(query, body));
}

const list: Handler = (ctx, call) => {
  const q = parseListQuery(normalizeInput(formToInput(call.url.searchParams)), ctx.defaultPageSize);
  const rows = selectWebsites(ctx.store.rows(call.account.id), q);
  const page = paginate(rows, q, `${call.origin}${PREFIX}/websites`, (w) => websiteJson(w));
  return json(200, { ...page, status: 200 });
};

const create: Handler = async (ctx, call) => {
  // The service canonicalises the domain before validating it.
  const input = canonicalDomainInput(await readInput(call));
  const account = call.account;
  const limit = account.plan.features.websites;
  const result = validateCreate(input, {
    domainTaken: (d) => ctx.store.domainTaken(d, "canonical"),
    atWebsiteLimit: limit !== -1 && ctx.store.count(account.id) >= limit,
  });
  if (!result.ok) return json(422, { message: result.errors, status: 422 });
  const website = ctx.store.create(account.id, result.value, "canonical");
  if (ctx.faults.loseCreate()) return drop(`committed id ${website.id}, connection dropped (lost-create fault)`);
  return json(201, { data: websiteJson(website, input), status: 200 });
};

const show: Handler = (ctx, call) => {
  const website = ctx.store.get(call.account.id, call.id);
  if (!website) return json(404, NOT_FOUND);
  return json(200, { data: websiteJson(website), status: 200 });
};

const update: Handler = async (ctx, call) => {
  const input = await readInput(call);
  const result = validateUpdate(input);
  if (!result.ok) return json(422, { message: result.errors, status: 422 });
  const before = ctx.store.get(call.account.id, call.id);
  const website = ctx.store.update(call.account.id, call.id, result.value);
  // The deployed service fails on a missing id here instead of answering 404.
  if (!before || !website) return json(500, SERVER_ERROR);
  // favorited_at set by this request is still a date object in the app: ISO with microseconds.
  const favoritedNow = before.favoritedAt === null && website.favoritedAt !== null;
  return json(200, { data: websiteJson(website, input, favoritedNow), status: 200 });
};

const destroy: Handler = (ctx, call) => {
  if (!ctx.store.delete(call.account.id, call.id)) return json(404, NOT_FOUND);
  return json(200, { id: call.id, object: "website", deleted: true, status: 200 });
};

const account: Handler = (_ctx, call) => json(200, { data: accountJson(call.account), status: 200 });

// Validation comes before the lookup (notes, "Errors": check order), so a website of another
// account with a bad query is a 422, with a good one a 404.
const statistics: Handler = async (ctx, call) => {
  const parsed = parseStatisticsQuery(await readInput(call), ctx.defaultPageSize);
  if (!parsed.ok) return json(422, { message: parsed.errors, status: 422 });
  if (!ctx.store.get(call.account.id, call.id)) return json(404, NOT_FOUND);
  const q = parsed.value;
  const rows = selectStatistics(ctx.statistics.totals(call.id, q.name, q.from, q.to), q);
  // The paginator's path is the request's URL without its query (and a trailing slash).
  const path = `${call.origin}${call.url.pathname.replace(/\/$/, "")}`;
  // SUM() comes back from the database as a string.
  const page = flatPage(rows, q.perPage, q.page, path, statisticsLinkQuery(q), (t) => ({ value: t.value, count: String(t.count) }));
  return json(200, { ...page, status: 200 });
};

const ROUTES = {
  websites: { pattern: `${PREFIX}/websites`, methods: { GET: list, HEAD: list, POST: create } },
  website: { pattern: `${PREFIX}/websites/{id}`, methods: { GET: show, HEAD: show, PUT: update, PATCH: update, DELETE: destroy } },
  account: { pattern: `${PREFIX}/account`, methods: { GET: account, HEAD: account } },
  statistics: { pattern: `${PREFIX}/stats/{id}`, methods: { GET: statistics, HEAD: statistics } },
} satisfies Record<string, Route>;

export function matchRoute(path: string): { route: Route; id: number } | undefined {
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (p === `${PREFIX}/websites`) return { route: ROUTES.websites, id: 0 };
  if (p === `${PREFIX}/account`) return { route: ROUTES.account, id: 0 };
  const m = /^\/api\/v1\/websites\/(\d{1,15})$/.exec(p);
  if (m) return { route: ROUTES.website, id: Number(m[1]) };
  // The app's route takes any id; one that is no number finds no website, after validation.
  const stats = /^\/api\/v1\/stats\/([^/]+)$/.exec(p);
  if (stats) return { route: ROUTES.statistics, id: /^\d{1,15}$/.test(stats[1] ?? "") ? Number(stats[1]) : 0 };
  return undefined;
}

export function handlerOf(route: Route, method: string): Handler | undefined {
  return (route.methods as Record<string, Handler | undefined>)[method];
}
