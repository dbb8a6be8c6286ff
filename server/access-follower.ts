// The table's document says who may enter (protocol.ts, ACCESS): the phones another phone took off
// the table, and the invite that lets new phones in. Every instance follows it into the store as
// the document loads and as it changes (through Redis too), and shuts a forgotten phone's
// connections here at once. Written in the document, a forgetting made offline still arrives.
import type { Extension } from '@hocuspocus/server';
import type { Logger } from 'pino';
import type * as Y from 'yjs';
import { ACCESS, tableDocName, tableOfDocument } from '../src/lib/sync/protocol.js';
import type { Peer } from './peer.js';
import { Refused, type Refusals } from './refusal.js';
import type { TableAccess } from './table-access.js';

const PHONE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const INVITE = /^[A-Za-z0-9_-]{16,200}$/;

interface Followed {
	forgotten: Set<string>;
	invite?: string;
	/** Follows one change at a time. */
	queue: Promise<void>;
}

export function followAccess(
	access: TableAccess,
	peers: ReadonlySet<Peer>,
	refusals: Refusals,
	log: Logger
): Extension {
	const followed = new Map<string, Followed>();

	const shutOut = (tableId: string, phoneId: string) => {
		for (const peer of peers) {
			if (peer.phones.get(tableId) !== phoneId) continue;
			refusals.record('forgotten', [tableId]);
			peer.close(new Refused('forgotten'));
		}
	};

	const follow = async (tableId: string, document: Y.Doc, state: Followed) => {
		for (const phoneId of document.getMap(ACCESS.forgotten).keys()) {
			if (state.forgotten.has(phoneId) || !PHONE_ID.test(phoneId)) continue;
			await access.forget(tableId, phoneId);
			state.forgotten.add(phoneId);
			shutOut(tableId, phoneId);
		}
		const invite = document.getMap(ACCESS.about).get(ACCESS.invite);
		if (typeof invite === 'string' && INVITE.test(invite) && invite !== state.invite) {
			await access.replaceInvite(tableId, invite);
			state.invite = invite;
		}
	};

	const changed = ({ documentName, document }: { documentName: string; document: Y.Doc }): Promise<void> => {
		const tableId = tableOfDocument(documentName);
		if (tableId === null || documentName !== tableDocName(tableId)) return Promise.resolve();
		let state = followed.get(documentName);
		if (!state) followed.set(documentName, (state = { forgotten: new Set(), queue: Promise.resolve() }));
		const current = state;
		// A failure is logged and the entry left unfollowed: the next change tries it again.
		current.queue = current.queue
			.then(() => follow(tableId, document, current))
			.catch((error: unknown) => log.error({ table: tableId, err: error }, 'access not followed'));
		return current.queue;
	};

	return {
		afterLoadDocument: changed,
		onChange: async (payload) => void changed(payload),
		afterUnloadDocument: async ({ documentName }) => void followed.delete(documentName)
	};
}
