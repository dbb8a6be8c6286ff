// Reads the Yjs update a phone's message carries and checks it before anything keeps it. The app's
// documents are root Y.Maps of plain JSON values: an update that nests shared types, or values
// deeper than the limit, is never the app's (a value nested thousands deep is stored fine, and then
// overflows the stack of the server that loads it), and one that Yjs cannot decode is refused too.
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import * as Y from 'yjs';

// y-protocols' sync message types (messageYjsSyncStep2, messageYjsUpdate): the two that carry an update.
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export type UpdateCheck = { ok: true; update: Uint8Array | null } | { ok: false; refusal: 'too-deep' | 'bad-update' };

/** The update a Hocuspocus message carries (null for a message that carries none), or why it is refused. */
export function checkMessage(message: Uint8Array, valueDepth: number): UpdateCheck {
	let update: Uint8Array | null;
	try {
		update = updateOf(message);
	} catch {
		return { ok: false, refusal: 'bad-update' };
	}
	if (update === null) return { ok: true, update };
	let decoded: ReturnType<typeof Y.decodeUpdate>;
	try {
		decoded = Y.decodeUpdate(update);
	} catch (error) {
		// Decoding recurses only into nested values (lib0's readAny): a value too deep to be read at
		// all is too deep, whatever this process' stack allows. Anything else is not an update.
		const overflow = error instanceof RangeError && error.message.includes('call stack');
		return { ok: false, refusal: overflow ? 'too-deep' : 'bad-update' };
	}
	for (const struct of decoded.structs) {
		if (struct instanceof Y.Item && !plainItem(struct, valueDepth)) return { ok: false, refusal: 'too-deep' };
	}
	return { ok: true, update };
}

function updateOf(message: Uint8Array): Uint8Array | null {
	const incoming = new IncomingMessage(message);
	incoming.readVarString();
	const type = incoming.readVarUint();
	if (type !== MessageType.Sync && type !== MessageType.SyncReply) return null;
	const syncType = incoming.readVarUint();
	if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return null;
	return incoming.readVarUint8Array();
}

/** Whether an item sits in a root type and holds only values nested no deeper than the limit. */
function plainItem(item: Y.Item, valueDepth: number): boolean {
	// A parent named by an ID is a shared type nested in another: the app's parents are root names.
	if (item.parent instanceof Y.ID) return false;
	const content = item.content;
	if (content instanceof Y.ContentType || content instanceof Y.ContentDoc) return false;
	if (content instanceof Y.ContentAny || content instanceof Y.ContentJSON) {
		return content.arr.every((value) => !deeperThan(value, valueDepth));
	}
	if (content instanceof Y.ContentEmbed) return !deeperThan(content.embed, valueDepth);
	if (content instanceof Y.ContentFormat) return !deeperThan(content.value, valueDepth);
	return true;
}

/**
 * Whether objects and arrays nest more than `limit` deep in the value (a plain value is 0 deep,
 * `{ a: [1] }` 2). An explicit stack, not recursion: the value is a stranger's, as deep as it likes.
 */
export function deeperThan(value: unknown, limit: number): boolean {
	const stack: Array<[value: unknown, depth: number]> = [[value, 0]];
	for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
		const [current, depth] = next;
		// Binary values (Uint8Array) are leaves, however many bytes they hold.
		if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
		if (depth + 1 > limit) return true;
		for (const child of Object.values(current)) stack.push([child, depth + 1]);
	}
	return false;
}
