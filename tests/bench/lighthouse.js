// Lighthouse's mobile scores for a page, in Debian's Chromium started by chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../chromium.js';

export async function lighthouseScores(url) {
	const chrome = await chromeLauncher.launch({
		chromePath: chromiumLaunch.executablePath,
		chromeFlags: ['--headless=new', ...chromiumLaunch.args]
	});
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo']
		});
		const categories = result.lhr.categories;
		const failing = Object.values(result.lhr.audits)
			.filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual' && audit.scoreDisplayMode !== 'notApplicable')
			.map((audit) => audit.id);
		return {
			scores: Object.fromEntries(Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)])),
			failing
		};
	} finally {
		await chrome.kill();
	}
}
