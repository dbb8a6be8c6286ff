// A player, as stored, backed up and shared by a table; and an imported player that the table
// said is the same person as one already here.
import * as v from 'valibot';
import { id, time } from './data';

export const MAX_NAME_LENGTH = 24;

export const playerSchema = v.strictObject({
	id,
	name: v.pipe(
		v.string(),
		v.maxLength(MAX_NAME_LENGTH, 'name_too_long'),
		v.check((name) => name.trim() === name && name !== '', 'name_empty')
	),
	/** Drawn as a style, so every screen shows a player the same way: a hex colour and nothing else can be put there. */
	color: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)),
	archived: v.boolean(),
	createdAt: time
});

export type PlayerRecord = v.InferOutput<typeof playerSchema>;

export const aliasSchema = v.strictObject({ id, playerId: id });

export type PlayerAlias = v.InferOutput<typeof aliasSchema>;
