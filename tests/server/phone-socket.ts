// The WebSocket a phone in a Node test opens: `ws`'s client, as the provider's `WebSocketPolyfill`.
// A provider destroyed while its socket is still connecting makes `ws` abort the handshake and emit
// "closed before the connection was established" on the next tick, after the provider has already
// taken its listeners off; with no listener left, Node throws it as an uncaught error. A browser's
// WebSocket never throws there, so the phone's socket always keeps one quiet listener of its own.
import { WebSocket } from '../../server/ws';

export class PhoneSocket extends WebSocket {
	constructor(url: string) {
		super(url);
		this.on('error', () => {});
	}
}
