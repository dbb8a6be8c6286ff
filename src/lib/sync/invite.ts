// The invite a phone in a table shows (as a link and a QR code): the table's id, its secret and
// its name, in the link's fragment, which browsers never send to any server.
export type Invite = { tableId: string; secret: string; name: string };

/**
 * What a link holds: an invite; an invite that cannot be used, and why (the link was cut short,
 * or edited by hand); or nothing that looks like an invite at all (null).
 */
export type InviteRead = { invite: Invite } | { problem: 'no-secret' | 'bad-table' };

export function inviteLink(origin: string, invite: Invite): string {
	const fragment = new URLSearchParams({ t: invite.tableId, s: invite.secret, n: invite.name });
	return `${origin}/table#${fragment}`;
}

/** The invite in a link (or its fragment alone). */
export function readInvite(link: string): InviteRead | null {
	const fragment = link.includes('#') ? link.slice(link.indexOf('#') + 1) : link;
	const params = new URLSearchParams(fragment);
	if (!params.has('t') && !params.has('s')) return null;
	const tableId = params.get('t') ?? '';
	const secret = params.get('s') ?? '';
	if (!/^[A-Za-z0-9_-]{8,64}$/.test(tableId)) return { problem: 'bad-table' };
	if (secret.length < 16 || secret.length > 200) return { problem: 'no-secret' };
	return { invite: { tableId, secret, name: (params.get('n') ?? '').slice(0, 60) } };
}
