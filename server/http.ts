// Plain HTTP: the server's clock on TIME_PATH, the probes of those who run it (/healthz,
// /metrics), and the built app from `build/` as a static host serves it (unknown paths get the SPA
// fallback 200.html; paths with a file extension do not).
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { SYNC_PATH, TIME_PATH } from '../src/lib/sync/protocol.js';

// Hashed file names never change content; everything else (html, sw.js, the manifest, icons) is
// checked again on every load, so a new version is found as soon as it is deployed.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;
/** Answers from the server's state now: the same for any method, never cached. */
export type Probe = (response: ServerResponse) => Promise<void>;

export const HEALTH_PATH = '/healthz';
export const METRICS_PATH = '/metrics';

export function pathOf(request: IncomingMessage): string {
	return new URL(request.url ?? '/', 'http://server').pathname;
}

export function requestHandler(staticDir: string, probes: ReadonlyMap<string, Probe>): RequestHandler {
	const files = existsSync(staticDir) ? staticFiles(staticDir) : null;
	return (request, response) => {
		const path = pathOf(request);
		if (path === TIME_PATH) return sendTime(request, response);
		const probe = probes.get(path);
		if (probe) return void probe(response).catch((error: unknown) => sendText(response, 500, String(error)));
		// A plain request on the WebSocket path: say what it is for instead of serving the app.
		if (path === SYNC_PATH) return sendText(response, 426, 'Upgrade Required');
		if (files === null) return sendText(response, 404, `No app in ${staticDir}: run npm run build`);
		files(request, response, () => sendText(response, 404, 'Not Found'));
	};
}

function staticFiles(staticDir: string) {
	return sirv(staticDir, {
		single: '200.html',
		etag: true,
		gzip: true,
		brotli: true,
		setHeaders(response, pathname) {
			const immutable = pathname.startsWith('/_app/immutable/');
			response.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
		}
	});
}

function sendTime(request: IncomingMessage, response: ServerResponse): void {
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		return sendText(response, 405, 'Method Not Allowed');
	}
	response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
	response.end(request.method === 'HEAD' ? undefined : JSON.stringify({ now: Date.now() }));
}

function sendText(response: ServerResponse, status: number, text: string): void {
	response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
	response.end(text);
}
