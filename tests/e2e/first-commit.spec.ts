// The app's first commit over a prerendered page is one render, not two. A state change in a
// layout effect during that commit makes React render again at once, in the same task, after
// running every passive effect the page has: one long task on a phone (Mantine's useId did it in
// every input until scripts/vite-plugin-mantine-hooks.ts replaced it; a portal's mount does it too).
// Observed through React's DevTools hook, which React DOM calls after every commit, in production
// builds too: a second commit before the first commit's microtasks have run came from inside it.
import { expect, type Page, test } from '@playwright/test';
import { publicJobs } from '../support/e2e-data';

interface CommitLog {
  commits: number;
  /** Commits that happened inside the first one, before control went back to the event loop. */
  insideFirst: number;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const log: CommitLog = { commits: 0, insideFirst: 0 };
    let firstStillRunning = false;
    Object.assign(window, {
      __commitLog: log,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot() {
          log.commits += 1;
          if (log.commits === 1) {
            firstStillRunning = true;
            queueMicrotask(() => {
              firstStillRunning = false;
            });
          } else if (firstStillRunning) log.insideFirst += 1;
        },
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
});

async function commitLog(page: Page): Promise<CommitLog> {
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __commitLog: CommitLog }).__commitLog.commits),
    )
    .toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { __commitLog: CommitLog }).__commitLog);
}

for (const width of [390, 1440]) {
  test(`at ${width} px the app takes over each page in one commit, without a second render inside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const [job] = await publicJobs();
    for (const path of ['/', '/jobs', `/jobs/${job?.id}`, '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const log = await commitLog(page);
      expect(log.insideFirst, `${path}: commits inside the first`).toBe(0);
    }
  });
}
