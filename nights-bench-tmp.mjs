import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { chromiumLaunch } from '/work/wt-nights/tests/chromium.js';
import { benchNights } from '/work/wt-nights/tests/bench/nights.js';
const serve = sirv('/work/wt-nights/build', { single: '200.html', brotli: true, gzip: true });
const server = createServer((req, res) => serve(req, res));
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch(chromiumLaunch);
try { await benchNights(browser, `http://127.0.0.1:${server.address().port}`); } finally { await browser.close(); server.close(); }
