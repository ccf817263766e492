import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** The flags keep Chromium from reaching for the network, which this machine (and CI) lacks. */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium, never a downloaded browser: the story suite's screenshots are drawn by it, so
 * the baselines hold only for this browser.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/** Debian's package `chromium-headless-shell`: the same engine without the desktop browser. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end journeys compare no pictures, so they take the headless shell where it is
 * installed: the same Blink and V8 for about a quarter less CPU than the full browser (decision
 * 160), which is most of what the journeys cost. Without it, the full Chromium.
 */
export const journeyLaunchOptions: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(headlessShell) ? headlessShell : chromiumLaunchOptions.executablePath),
  args,
};
