// What High Card's one action carries; see runtime/event-schemas.ts.
import { fields, whole, type EventSchemas } from '$lib/runtime/event-schemas';
import type { highCardMachine } from './machine';

export const highCardEvents: EventSchemas<typeof highCardMachine> = {
	card: fields({ round: whole, seat: whole, rank: whole })
};
