// Node tests run storage against fake-indexeddb, a spec-complete IndexedDB in memory.
import 'fake-indexeddb/auto';
