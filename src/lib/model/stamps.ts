// A hybrid clock stamp as text (log/hlc.ts makes and reads them): its wall time, a four-digit hex
// counter, and the device that stamped it, `2026-12-02T19:04:05.123Z-002a-<device>`.
import { ID_SOURCE } from './ids';

export const STAMP = new RegExp(`^(\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z)-([0-9a-f]{4})-(${ID_SOURCE})$`);
