// The `ws` library Hocuspocus itself runs on. `ws` ships no types, and the copy at the top of
// node_modules is another package's older major, so it is loaded the way Hocuspocus resolves it,
// and only the members this server and its tests use are typed here.
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';

export interface ServerSocket {
	on(event: 'message', listener: (data: Buffer) => void): this;
	on(event: 'error', listener: (error: Error & { code?: string }) => void): this;
	once(event: 'close', listener: () => void): this;
	removeAllListeners(event: 'message'): this;
	close(code?: number, reason?: string): void;
	/** Stops reading from the network. */
	pause(): void;
	terminate(): void;
}

interface WebSocketServer {
	readonly clients: Set<ServerSocket>;
	handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, done: (socket: ServerSocket) => void): void;
	close(): void;
}

interface WsModule {
	WebSocketServer: new (options: { noServer: true; maxPayload: number }) => WebSocketServer;
	/** A WebSocket client for Node, as the provider's `WebSocketPolyfill`. */
	WebSocket: unknown;
}

const requireHere = createRequire(import.meta.url);
const ws = createRequire(requireHere.resolve('@hocuspocus/server'))('ws') as WsModule;

export const { WebSocketServer, WebSocket } = ws;
/** The error code `ws` gives a message larger than `maxPayload` (it then closes with 1009). */
export const MESSAGE_TOO_BIG_ERROR = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
