// The checks the schema cannot make, against the plain reading of them: the first action of a
// game whose seq came before in that game is the one named, whatever order the file lists them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findInconsistency } from './read';
import { KNOWN_KINDS, fixtureBackup } from '$support/test-backups';
import { propertyRuns } from '$support/property-runs';

describe('a file’s consistency', () => {
	it('names the first seq a game repeats, in any order of the file', () => {
		const base = fixtureBackup();
		const [a, b] = base.games;
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 8 })), { maxLength: 30 }), (listed) => {
				const events = listed.map(([first, seq], i) => ({
					id: `e${i}`,
					gameId: (first ? a : b)!.id,
					seq,
					type: 'step',
					payload: {},
					at: 0
				}));
				const repeat = events.find((e, i) => events.slice(0, i).some((o) => o.gameId === e.gameId && o.seq === e.seq));
				const problem = findInconsistency({ ...base, events }, KNOWN_KINDS);
				expect(problem).toEqual(repeat ? { code: 'duplicate_id', id: `${repeat.gameId} #${repeat.seq}` } : null);
			}),
			{ numRuns: propertyRuns(500) }
		);
	});
});
