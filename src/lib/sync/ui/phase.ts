// The sync's state in words, for the header's mark and the table's page.
import { m } from '$lib/paraglide/messages.js';
import type { Refusal } from '../protocol';
import type { SyncPhase } from '../state';

export function phaseText(phase: SyncPhase): string {
	switch (phase) {
		case 'offline':
			return m.sync_status_offline();
		case 'connecting':
			return m.sync_status_connecting();
		case 'syncing':
			return m.sync_status_syncing();
		case 'synced':
			return m.sync_status_synced();
		case 'refused':
			return m.sync_status_refused();
	}
}

export function refusalText(refusal: Refusal): string {
	switch (refusal) {
		case 'wrong-secret':
			return m.sync_refusal_wrong_secret();
		case 'too-large':
			return m.sync_refusal_too_large();
		case 'too-fast':
			return m.sync_refusal_too_fast();
		case 'bad-document':
			return m.sync_refusal_bad_document();
		case 'unauthenticated':
			return m.sync_refusal_unauthenticated();
		case 'too-deep':
			return m.sync_refusal_too_deep();
		case 'bad-update':
			return m.sync_refusal_bad_update();
		case 'forgotten':
			return m.sync_refusal_forgotten();
		case 'foreign-client':
			return m.sync_refusal_foreign_client();
	}
}
