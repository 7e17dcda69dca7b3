import { chromium } from 'playwright';
const base = 'http://localhost:3640';
const out = '/work/wt/shots/trust36';
const [, , ...which] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function signIn(page, email) {
  await page.goto(`${base}/`);
  await page.getByLabel(/e-?mail/i).first().fill(email);
  await page.getByLabel(/password/i).first().fill('Spotlane-demo-2026');
  await page.getByRole('button', { name: /sign in|log in/i }).first().click();
  await page.waitForTimeout(2500);
}
async function shoot(email, path, name, action) {
  for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    if (email) await signIn(page, email);
    await page.goto(`${base}${path}`);
    await page.waitForTimeout(2500);
    if (action) await action(page);
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage: true });
    await context.close();
  }
}
const jobs = {
  policy: () => shoot('shipper@demo.spotlane.test', '/settings/carrier-policy', 'policy'),
  compliance: () => shoot('carrier@demo.spotlane.test', '/settings/compliance', 'carrier-compliance-verified'),
  compliance3: () => shoot('carrier3@demo.spotlane.test', '/settings/compliance', 'carrier-compliance-failing'),
  carriers: () => shoot('shipper@demo.spotlane.test', '/carriers', 'my-carriers'),
  verify: () => shoot(null, '/verify-rate-confirmation', 'verify-page'),
};
for (const name of which.length ? which : Object.keys(jobs)) {
  try { await jobs[name](); console.log('ok', name); } catch (e) { console.log('fail', name, e.message); }
}
await browser.close();
