// The invite a phone in a table shows (as a link and a QR code): the table's id, its secret and
// its name, in the link's fragment, which browsers never send to any server.
export type Invite = { tableId: string; secret: string; name: string };

export function inviteLink(origin: string, invite: Invite): string {
	const fragment = new URLSearchParams({ t: invite.tableId, s: invite.secret, n: invite.name });
	return `${origin}/table#${fragment}`;
}

/** The invite in a link (or its fragment alone), or null when it holds none. */
export function readInvite(link: string): Invite | null {
	const fragment = link.includes('#') ? link.slice(link.indexOf('#') + 1) : link;
	const params = new URLSearchParams(fragment);
	const tableId = params.get('t') ?? '';
	const secret = params.get('s') ?? '';
	if (!/^[A-Za-z0-9_-]{8,64}$/.test(tableId) || secret.length < 16 || secret.length > 200) return null;
	return { tableId, secret, name: (params.get('n') ?? '').slice(0, 60) };
}
