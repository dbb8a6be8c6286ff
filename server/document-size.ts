// Keeps each document's encoded state under a limit without encoding it on every message: the
// size measured last plus every message admitted since bounds it from above (an update grows the
// state by about its own bytes at most: deletions and merges only shrink it), and only when that
// bound passes the limit is the document measured again, exactly. A message admitted but not yet
// applied (its update is on its way to the disk) is not in a measurement: it counts until settled.
import * as Y from 'yjs';

interface Known {
	measured: number;
	admittedSince: number;
	unsettled: number;
}

export class DocumentSizes {
	readonly #known = new WeakMap<Y.Doc, Known>();

	constructor(private readonly limit: number) {}

	/** Whether the document may take a message of this many bytes; counts it when it may. */
	admit(document: Y.Doc, bytes: number): boolean {
		let known = this.#known.get(document) ?? this.#measure(document, 0);
		if (known.measured + known.admittedSince + bytes > this.limit) {
			known = this.#measure(document, known.unsettled);
			if (known.measured + known.admittedSince + bytes > this.limit) return false;
		}
		known.admittedSince += bytes;
		known.unsettled += bytes;
		return true;
	}

	/** The admitted message is applied (or refused after all): a measurement from now on holds it. */
	settle(document: Y.Doc, bytes: number): void {
		const known = this.#known.get(document);
		if (known) known.unsettled -= bytes;
	}

	#measure(document: Y.Doc, unsettled: number): Known {
		const measured = Y.encodeStateAsUpdate(document).byteLength;
		const known = { measured, admittedSince: unsettled, unsettled };
		this.#known.set(document, known);
		return known;
	}
}
