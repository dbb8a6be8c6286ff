// The `ws` library Hocuspocus itself runs on, typed by @types/ws. The copy at the top of
// node_modules is another package's older major, so it is loaded the way Hocuspocus resolves it.
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);
const ws = createRequire(requireHere.resolve('@hocuspocus/server'))('ws') as typeof import('ws');

export const { WebSocketServer, WebSocket } = ws;
/** The error code `ws` gives a message larger than `maxPayload` (it then closes with 1009). */
export const MESSAGE_TOO_BIG_ERROR = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';
