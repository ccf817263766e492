import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseScore {
  /** 0–100, the median run's. */
  performance: number;
  /** Every run's score, to show the spread. */
  runs: number[];
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Lighthouse's default (mobile) preset on the system Chromium, `runs` times; the median run by
 * performance score is reported, as Lighthouse's own docs advise for variance.
 */
export async function lighthouseScore(url: string, runs: number): Promise<LighthouseScore> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = result.lhr;
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      });
    }
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)]!;
    return { ...median, runs: results.map((r) => r.performance) };
  } finally {
    await chrome.kill();
  }
}
