// A game night: the games started on one evening (storage/nights.ts, nightIdFor).
import * as v from 'valibot';
import { id, time } from './data';

export const MAX_NIGHT_NAME = 60;
export const MAX_NIGHT_NOTE = 1_000;

export const nightSchema = v.strictObject({
	id,
	startedAt: time,
	/** What the table calls the evening ("At Anna's"), and anything worth remembering of it. */
	name: v.optional(v.pipe(v.string(), v.maxLength(MAX_NIGHT_NAME, 'night_name_too_long'))),
	note: v.optional(v.pipe(v.string(), v.maxLength(MAX_NIGHT_NOTE, 'night_note_too_long'))),
	/** When the whole night was moved to Recently deleted (its games carry the same time). */
	deletedAt: v.optional(time)
});

export type NightRecord = v.InferOutput<typeof nightSchema>;
