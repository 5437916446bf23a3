// One connection to the server opened before the first request needs it. A provider process
// makes its first request a while after ConfigureProvider (Terraform works in between), and
// that request would otherwise pay for the TCP connect, and for https the handshake and
// Node's root certificates, while all of Terraform's reads wait. A start-up measure
// (src/executable/index.ts): with the measures off, ./http.ts opens nothing early. Opening costs no API
// request. The connection goes to undici's pool as its first one; an early connection that
// failed or that the server closed meanwhile is not used, and undici connects as usual.
import type { Socket } from "node:net";
import type { buildConnector } from "undici";

type Waiting = { options: buildConnector.Options; callback: buildConnector.Callback };
interface Attempt {
  socket: Socket | null;
  /** A request's connect that came before the connection was ready. */
  waiting: Waiting | null;
  failed: boolean;
  /** Marks the connection unusable: failed, or closed by the server while idle. */
  unusable: () => void;
}

export class EarlyConnection {
  private state: Attempt | null = null;
  private opened = false;

  constructor(
    private readonly connector: buildConnector.connector,
    private readonly url: URL,
  ) {}

  /** Starts connecting, once per client. */
  open(): void {
    if (this.opened) return;
    this.opened = true;
    const state: Attempt = {
      socket: null,
      waiting: null,
      failed: false,
      unusable: () => {
        state.failed = true;
        state.socket?.destroy();
        state.socket = null;
      },
    };
    this.state = state;
    const { hostname, host, protocol, port } = this.url;
    try {
      this.connector({ hostname: hostname.replace(/^\[(.*)\]$/, "$1"), host, protocol, port }, (error, socket) => {
        if (error || !socket || state.failed) {
          socket?.destroy();
          state.unusable();
          // A request already waiting gets this connect's error, rather than a second
          // connect that would fail (or time out) the same way.
          const waiting = state.waiting;
          if (error && waiting) {
            state.waiting = null;
            return waiting.callback(error, null);
          }
        } else {
          state.socket = socket;
          // Until undici takes it: the server may close an idle connection.
          socket.unref().on("end", state.unusable).on("close", state.unusable).on("error", state.unusable);
        }
        if (state.waiting) this.handOver(state, state.waiting);
      });
    } catch {
      // A connector that cannot even start (undici failing to load, a trust that cannot be
      // built): nothing is opened early, and the request that needs a connection calls it
      // again, through undici, which reports what is wrong on that request.
      state.unusable();
    }
  }

  /** undici's connector: the early connection first, then new ones. */
  readonly connect: buildConnector.connector = (options, callback) => {
    const state = this.state;
    this.state = null;
    // Too late to open one early: a preconnect after this would open a connection nobody takes.
    this.opened = true;
    if (!state) return this.connector(options, callback);
    if (state.socket || state.failed) return this.handOver(state, { options, callback });
    state.waiting = { options, callback };
  };

  /** Drops an early connection nobody took, now or when it completes; none is opened afterwards. */
  close(): void {
    this.opened = true;
    const state = this.state;
    this.state = null;
    state?.unusable();
  }

  private handOver(state: Attempt, { options, callback }: Waiting): void {
    const socket = state.socket;
    if (!socket || socket.destroyed) return this.connector(options, callback);
    // As undici's own new connections are: referenced (undici unrefs it when idle).
    socket.off("end", state.unusable).off("close", state.unusable).off("error", state.unusable).ref();
    // undici expects its connector to answer later, as a real connect does, not from within
    // its own call (its scheduler would not look at the queue again).
    process.nextTick(() => callback(null, socket));
  }
}
