// Every page is prerendered as a shell and precached, so each one opens offline after a
// cold start. Data comes from IndexedDB in the browser, never at build time.
export const prerender = true;
export const trailingSlash = 'never';
