// The connection a client opens ahead of its first request (preconnect): the first request
// uses it, a request made while it is still connecting waits for it, and one the server
// closed meanwhile is replaced. A counting TCP relay in front of the emulator tells which
// connections were opened.
import { once } from "node:events";
import { createServer, connect as netConnect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createClient } from "../../src/api";
import { EarlyConnection } from "../../src/api/early-connection";
import { undici } from "../../src/api/undici-pool";
import { startEmulator, type EmulatorHandle } from "../../src/emulator";

const KEY = "early-key";
let emulator: EmulatorHandle;
let relay: { server: Server; url: string; accepted: Socket[]; nextAccepted(): Promise<Socket> };

beforeEach(async () => {
  emulator = await startEmulator({ apiKeys: [KEY], rateLimit: 0, quiet: true });
  const target = new URL(emulator.url);
  const accepted: Socket[] = [];
  const waiting: Array<(socket: Socket) => void> = [];
  const server = createServer((socket) => {
    accepted.push(socket);
    const upstream = netConnect(Number(target.port), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    waiting.shift()?.(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  relay = { server, url, accepted, nextAccepted: () => new Promise((resolve) => waiting.push(resolve)) };
});

afterEach(async () => {
  for (const socket of relay.accepted) socket.destroy();
  await new Promise((resolve) => relay.server.close(resolve));
  await emulator.close();
});

const client = () => createClient({ baseUrl: relay.url, apiKey: KEY, requestsPerMinute: 0, maxRetries: 0 });

describe("preconnect", () => {
  it("opens a connection that the first request then uses", async () => {
    const c = client();
    const accepted = relay.nextAccepted();
    c.preconnect();
    await accepted;
    await c.getAccount();
    expect(relay.accepted).toHaveLength(1);
    await c.close();
  });

  it("has a request made while the connection is still being opened wait for it", async () => {
    const url = new URL(relay.url);
    const connector = undici().buildConnector({});
    let calls = 0;
    const early = new EarlyConnection((options, callback) => ((calls += 1), connector(options, callback)), url);
    early.open();
    // A connect answers asynchronously, so this request comes while the connection is opening.
    const handed = new Promise<Socket>((resolve, reject) =>
      early.connect({ hostname: url.hostname, protocol: url.protocol, port: url.port }, (error, socket) => (error ? reject(error) : resolve(socket!))),
    );
    const socket = await handed;
    expect(calls).toBe(1);
    expect(relay.accepted).toHaveLength(1);
    socket.destroy();
  });

  it("opens nothing when asked after the first connection was made", async () => {
    const url = new URL(relay.url);
    const connector = undici().buildConnector({});
    let calls = 0;
    const early = new EarlyConnection((options, callback) => ((calls += 1), connector(options, callback)), url);
    const socket = await new Promise<Socket>((resolve, reject) =>
      early.connect({ hostname: url.hostname, protocol: url.protocol, port: url.port }, (error, s) => (error ? reject(error) : resolve(s!))),
    );
    early.open();
    expect(calls).toBe(1);
    socket.destroy();
  });

  it("does not hand over a connection the server closed meanwhile, and connects anew", async () => {
    const url = new URL(relay.url);
    let delivered = (_socket: Socket): void => undefined;
    const firstDelivered = new Promise<Socket>((resolve) => (delivered = resolve));
    const connector = undici().buildConnector({});
    const early = new EarlyConnection((options, callback) => {
      connector(options, (error, socket) => {
        if (socket) delivered(socket);
        callback(error as Error, socket as never);
      });
    }, url);
    const accepted = relay.nextAccepted();
    early.open();
    const [serverSide, clientSide] = await Promise.all([accepted, firstDelivered]);
    const clientClosed = once(clientSide, "close");
    serverSide.destroy(); // the server closes the idle connection
    await clientClosed;
    const second = relay.nextAccepted();
    const handed = await new Promise<Socket>((resolve, reject) =>
      early.connect({ hostname: url.hostname, protocol: url.protocol, port: url.port }, (error, socket) => (error ? reject(error) : resolve(socket!))),
    );
    await second;
    expect(handed).not.toBe(clientSide);
    expect(relay.accepted).toHaveLength(2);
    handed.destroy();
  });

  it("gives a request waiting on an early connect that fails that connect's error, without connecting again", async () => {
    let calls = 0;
    let answer: (error: Error) => void = () => undefined;
    const early = new EarlyConnection((_options, callback) => {
      calls += 1;
      if (calls === 1) answer = (error) => callback(error, null);
      else callback(new Error("a second connect"), null);
    }, new URL("http://192.0.2.1:8080"));
    early.open();
    const handed = new Promise<unknown>((resolve) => early.connect({ hostname: "192.0.2.1", protocol: "http:", port: "8080" }, (...args) => resolve(args[0])));
    answer(new Error("connect ETIMEDOUT 192.0.2.1:8080"));
    expect(await handed).toEqual(new Error("connect ETIMEDOUT 192.0.2.1:8080"));
    expect(calls).toBe(1);
  });

  it("opens nothing when the client was closed before the early connection was asked for", () => {
    let calls = 0;
    const early = new EarlyConnection(() => void (calls += 1), new URL("http://127.0.0.1:9"));
    early.close();
    early.open();
    expect(calls).toBe(0);
  });

  it("does not throw when the connector cannot start; the request that needs it reports why", async () => {
    // secureContext is built by the connector on its first call (see ../../src/api/http)
    const failing = createClient({
      baseUrl: "https://127.0.0.1:9",
      apiKey: KEY,
      requestsPerMinute: 0,
      maxRetries: 0,
      secureContext: () => {
        throw new Error("the trust cannot be built");
      },
    });
    expect(() => failing.preconnect()).not.toThrow();
    await expect(failing.getAccount()).rejects.toThrow("cannot set up the connection to 127.0.0.1:9: the trust cannot be built");
    await failing.close();
  });

  it("closes an early connection nobody took when the client closes", async () => {
    const c = client();
    const accepted = relay.nextAccepted();
    c.preconnect();
    const serverSide = await accepted;
    const closed = once(serverSide, "close");
    await c.close();
    await closed;
  });
});
