// Keeps each document's encoded state under a limit without encoding it on every message: the
// size measured last plus every message admitted since bounds it from above (an update grows the
// state by about its own bytes at most: deletions and merges only shrink it), and only when that
// bound passes the limit is the document measured again, exactly.
import * as Y from 'yjs';

interface Known {
	measured: number;
	admittedSince: number;
}

export class DocumentSizes {
	readonly #known = new WeakMap<Y.Doc, Known>();

	constructor(private readonly limit: number) {}

	/** Whether the document may take a message of this many bytes; counts it when it may. */
	admit(document: Y.Doc, bytes: number): boolean {
		const known = this.#known.get(document) ?? this.#measure(document);
		if (known.measured + known.admittedSince + bytes <= this.limit) {
			known.admittedSince += bytes;
			return true;
		}
		const exact = this.#measure(document);
		if (exact.measured + bytes > this.limit) return false;
		exact.admittedSince = bytes;
		return true;
	}

	#measure(document: Y.Doc): Known {
		const known = { measured: Y.encodeStateAsUpdate(document).byteLength, admittedSince: 0 };
		this.#known.set(document, known);
		return known;
	}
}
