/**
 * A TCP proxy on loopback in front of a real server (the machine's PostgreSQL), so a test can
 * take the database away without touching it:
 * - `cut("refuse")`: every open connection is destroyed; new ones are accepted and closed at once
 *   (a crashed or restarting database);
 * - `cut("stall")`: every open connection is destroyed; new ones are accepted and never answered
 *   (a host that is gone, packets dropped);
 * - `freeze()`: open connections stay open but nothing is forwarded any more, and new ones stall
 *   (a network partition: the client sees silence, not an error);
 * - `restore()`: held and frozen connections are closed, new ones are forwarded again.
 */
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

export type ProxyMode = "open" | "refuse" | "stall" | "freeze";

export type TcpProxy = {
  port: number;
  mode(): ProxyMode;
  cut(how: "refuse" | "stall"): void;
  freeze(): void;
  restore(): void;
  /** Connections accepted, connections refused or held while cut, open pairs now. */
  stats(): { accepted: number; refused: number; held: number; open: number };
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = "open";
  const pairs = new Set<{ client: Socket; upstream: Socket }>();
  const heldSockets = new Set<Socket>();
  const counts = { accepted: 0, refused: 0, held: 0 };

  const hold = (socket: Socket) => {
    counts.held++;
    heldSockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => heldSockets.delete(socket));
    // Read and drop whatever the client sends, answer nothing.
    socket.on("data", () => {});
  };

  const server: Server = createServer((client) => {
    counts.accepted++;
    client.on("error", () => {});
    if (mode === "refuse") {
      counts.refused++;
      client.destroy();
      return;
    }
    if (mode === "stall" || mode === "freeze") {
      hold(client);
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", drop);
    upstream.on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  const destroyPairs = () => {
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port,
    mode: () => mode,
    cut(how) {
      mode = how;
      destroyPairs();
    },
    freeze() {
      mode = "freeze";
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        // Keep reading (so nothing backs up) and drop it: what was sent is lost in the partition.
        client.removeAllListeners("data");
        upstream.removeAllListeners("data");
        client.on("data", () => {});
        upstream.on("data", () => {});
      }
    },
    restore() {
      destroyPairs();
      for (const socket of heldSockets) socket.destroy();
      heldSockets.clear();
      mode = "open";
    },
    stats: () => ({ ...counts, open: pairs.size }),
    async close() {
      destroyPairs();
      for (const socket of heldSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
