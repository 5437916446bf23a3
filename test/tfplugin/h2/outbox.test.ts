// The Outbox: what one turn of the event loop writes goes out as one socket write, and
// nothing goes out after the end.
import { Duplex } from "node:stream";
import { describe, expect, it } from "vitest";
import { Outbox } from "../../../src/tfplugin/transport/h2/outbox";

/** A socket that records each write it is given, and fails a write after its end as a socket does. */
function recordingSocket(): { socket: Duplex; writes: string[]; errors: Error[] } {
  const writes: string[] = [];
  const errors: Error[] = [];
  const socket = new Duplex({
    read() {},
    write(chunk: Buffer, _encoding, done) {
      writes.push(chunk.toString());
      done();
    },
  });
  socket.on("error", (error) => errors.push(error));
  return { socket, writes, errors };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe("Outbox", () => {
  it("sends what one turn wrote as one write, in order, and the next turn's as another", async () => {
    const { socket, writes } = recordingSocket();
    const outbox = new Outbox(socket);
    outbox.write(Buffer.from("a"));
    outbox.write(Buffer.from("b"));
    outbox.write(Buffer.from("c"));
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(["abc"]);
    outbox.write(Buffer.from("d"));
    await nextTurn();
    expect(writes).toEqual(["abc", "d"]);
  });

  it("keeps the order when a turn writes more than its first buffer holds, and bytes reserved are filled in place", async () => {
    const { socket, writes } = recordingSocket();
    const outbox = new Outbox(socket);
    outbox.write(Buffer.from("head:"));
    const at = outbox.reserve(3);
    outbox.target.set(Buffer.from("abc"), at);
    const large = "x".repeat(10_000);
    outbox.write(Buffer.from(large)); // the buffer grows, and what was reserved moves with it
    outbox.write(Buffer.from(":tail"));
    await nextTurn();
    expect(writes).toEqual([`head:abc${large}:tail`]);
    outbox.write(Buffer.from("next"));
    await nextTurn();
    expect(writes.slice(1)).toEqual(["next"]); // a fresh buffer: the one written belongs to the socket
  });

  it("on end, sends what is waiting first, then drops what is written after", async () => {
    const { socket, writes, errors } = recordingSocket();
    const outbox = new Outbox(socket);
    outbox.write(Buffer.from("last answer"));
    outbox.end();
    expect(writes).toEqual(["last answer"]);
    outbox.write(Buffer.from("PING ack")); // e.g. a frame handled after the GOAWAY's end
    await nextTurn();
    await nextTurn();
    expect(writes).toEqual(["last answer"]);
    expect(errors).toEqual([]);
    expect(socket.writableEnded).toBe(true);
  });
});
