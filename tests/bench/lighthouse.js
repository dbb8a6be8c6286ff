// Lighthouse on a page, mobile (its default: a mid-range phone on simulated slow 4G), in
// Debian's Chromium started by chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../chromium.js';

async function lighthouseReport(url, onlyCategories) {
	const chrome = await chromeLauncher.launch({
		chromePath: chromiumLaunch.executablePath,
		chromeFlags: ['--headless=new', ...chromiumLaunch.args]
	});
	try {
		const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories });
		return result.lhr;
	} finally {
		await chrome.kill();
	}
}

export async function lighthouseScores(url) {
	const { categories, audits } = await lighthouseReport(url, ['performance', 'accessibility', 'best-practices', 'seo']);
	const failing = Object.values(audits)
		.filter(
			(audit) =>
				audit.score !== null &&
				audit.score < 1 &&
				audit.scoreDisplayMode !== 'informative' &&
				audit.scoreDisplayMode !== 'manual' &&
				audit.scoreDisplayMode !== 'notApplicable'
		)
		.map((audit) => audit.id);
	return {
		scores: Object.fromEntries(
			Object.entries(categories).map(([id, category]) => [id, Math.round(category.score * 100)])
		),
		failing
	};
}

/** The largest contentful paint Lighthouse simulates for the page, in ms, and its performance score. */
export async function lighthousePaint(url) {
	const { audits, categories } = await lighthouseReport(url, ['performance']);
	return {
		largestPaint: audits['largest-contentful-paint'].numericValue,
		score: Math.round(categories.performance.score * 100)
	};
}
