// Ids are random UUIDs, so records made offline on two devices never collide.
export function newId(): string {
	return crypto.randomUUID();
}
