// Phones for server tests: a Hocuspocus provider with a plain Y.Doc in Node, and ways to wait.
import { HocuspocusProvider, HocuspocusProviderWebsocket, type onCloseParameters } from '@hocuspocus/provider';
import { OutgoingMessage } from '@hocuspocus/server';
import * as Y from 'yjs';
import { credentialsToken } from '../../src/lib/sync/protocol';
import { PhoneSocket } from './phone-socket';

export interface TestClient {
	doc: Y.Doc;
	provider: HocuspocusProvider;
	/** Reasons the server gave: refused authentication, closed document or socket. */
	refusals: string[];
	/** Close codes of the WebSocket itself. */
	closeCodes: number[];
	destroy(): void;
}

/** Which phone a client is, and its own key: a new phone each time unless given. */
export type Phone = { phone: string; key: string };

let phones = 0;
export function newPhone(): Phone {
	phones += 1;
	return { phone: `test-phone-${phones}`, key: `key-of-test-phone-${phones}-${Math.random().toString(36).slice(2)}` };
}

/** Connects a fresh Y.Doc (or the given one) to a document on the server, as a phone holding `invite`. */
export function connectClient(
	wsUrl: string,
	documentName: string,
	invite: string | null,
	doc = new Y.Doc(),
	phone: Phone = newPhone()
): TestClient {
	const socket = new HocuspocusProviderWebsocket({
		url: wsUrl,
		WebSocketPolyfill: PhoneSocket,
		delay: 100,
		minDelay: 100,
		maxDelay: 500
	});
	const refusals: string[] = [];
	const closeCodes: number[] = [];
	const provider = new HocuspocusProvider({
		websocketProvider: socket,
		name: documentName,
		document: doc,
		token: invite === null ? null : credentialsToken({ ...phone, invite }),
		onAuthenticationFailed: ({ reason }) => refusals.push(reason),
		onClose: ({ event }: onCloseParameters) => {
			if (event.reason) refusals.push(event.reason);
		}
	});
	socket.on('close', ({ event }: onCloseParameters) => closeCodes.push(event.code));
	provider.attach();
	return {
		doc,
		provider,
		refusals,
		closeCodes,
		destroy() {
			provider.destroy();
			socket.destroy();
		}
	};
}

/** Resolves once the check holds, polling; fails with the message after the timeout. */
export async function until(check: () => boolean, message: string, timeoutMs = 10_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (!check()) {
		if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
		await new Promise((resolve) => setTimeout(resolve, 10));
	}
}

export function synced(client: TestClient): Promise<void> {
	return until(() => client.provider.isSynced, 'the provider syncs');
}

/** Waits long enough for messages in flight on loopback to arrive: for "nothing arrives". */
export function settle(ms = 300): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends an update as the provider sends its own, counted as unacknowledged until the server says so. */
export function sendUpdate(client: TestClient, update: Uint8Array): void {
	const message = new OutgoingMessage(client.provider.configuration.name)
		.createSyncMessage()
		.writeUpdate(update)
		.toUint8Array();
	client.provider.incrementUnsyncedChanges();
	client.provider.configuration.websocketProvider.send(message);
}
