import { expect, type Page, test } from '@playwright/test';
import { CONTACT_THANKS } from '@spotlane/shared/schemas/support';
import { newAccount, PASSWORD, signedInContext } from './support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';
import { shotsDir } from './support/journey.ts';
import { waitForMail } from './support/mailbox.ts';
import { SUPPORT_AGENT_EMAIL } from './support/support-agent.ts';

/** Pushed messages must show well before the 3 s fallback poll would. */
const LIVE = { timeout: 2_500 };
const SHOTS = shotsDir('support');

/** The agent's page, signed in (registered on first use in this run's database). */
async function agentPage(page: Page) {
  const agent = {
    ...newAccount('shipper', 'agent'),
    email: SUPPORT_AGENT_EMAIL,
    firstName: 'Alex',
    lastName: 'Agent',
    company: 'Spotlane',
  };
  const registered = await page.request.post('/api/auth/register', {
    data: {
      user_type: 'shipper',
      company_name: agent.company,
      first_name: agent.firstName,
      last_name: agent.lastName,
      email: agent.email,
      phone: '+1 555 010 2030',
      password: PASSWORD,
      accept_terms: true,
    },
  });
  if (registered.status() !== 201) {
    const signedIn = await page.request.post('/api/auth/login', {
      data: { email: agent.email, password: PASSWORD, remember_me: false },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
  }
  return agent;
}

test('a user and a support agent talk live in two browsers', async ({ browser, baseURL }) => {
  const {
    context: userContext,
    page: userPage,
    account: user,
  } = await signedInContext(browser, baseURL, 'carrier', 'helpme');
  const agentContext = await browser.newContext({ baseURL });
  const page = await agentContext.newPage();
  await agentPage(page);

  // The user opens the chat from the help button and writes.
  await userPage.goto('/spot-quotes');
  await userPage.getByRole('button', { name: /^Help( \(\d+ unread\))?$/ }).click();
  const drawer = userPage.getByRole('dialog', { name: 'Support chat' });
  await expect(drawer.getByText('No messages yet.', { exact: false })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Message' }).fill('Hi, how do I change my MC number?');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByTestId('support-message')).toHaveCount(1);

  // The agent sees it in the inbox, takes it and answers.
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: user.company });
  await expect(row).toBeVisible();
  await row.click();
  const conversation = page.getByLabel(`Conversation with ${user.firstName} ${user.lastName}`);
  await expect(conversation.getByText('Hi, how do I change my MC number?')).toBeVisible();
  await conversation.getByRole('button', { name: 'Assign to me' }).click();
  await expect(conversation.getByText('Assigned to Alex Agent')).toBeVisible();
  await conversation.getByRole('textbox', { name: 'Reply' }).fill('Open Settings, then Account.');
  await conversation.getByRole('button', { name: 'Send' }).click();

  // Live both ways: the answer appears in the user's open drawer, the next question in the inbox.
  await expect(drawer.getByText('Open Settings, then Account.')).toBeVisible(LIVE);
  await drawer.getByRole('textbox', { name: 'Message' }).fill('Found it, thanks!');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByText('Found it, thanks!')).toBeVisible(LIVE);
  // The user wrote last: the conversation is open again, read by the agent who has it open.
  await expect(conversation.getByText('Open', { exact: true })).toBeVisible(LIVE);
  await expect(page.getByRole('listitem').filter({ hasText: user.company })).not.toContainText(
    /unread/,
  );
  await userPage.screenshot({ path: `${SHOTS}/i19a-drawer.png` });
  await page.screenshot({ path: `${SHOTS}/i19a-inbox.png` });

  // With the drawer closed, an answer shows as unread on the help button.
  await userPage.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await conversation.getByRole('textbox', { name: 'Reply' }).fill('Anything else?');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(userPage.getByRole('button', { name: 'Help (1 unread)' })).toBeVisible(LIVE);
  await userPage.screenshot({ path: `${SHOTS}/i19a-unread.png` });
  // The page header's support chat button (SPEC 2.6) opens the same chat; reading clears the count.
  await userPage.getByRole('button', { name: 'Support chat', exact: true }).click();
  await expect(drawer.getByText('Anything else?')).toBeVisible();
  await expect(userPage.getByRole('button', { name: 'Help', exact: true })).toBeVisible(LIVE);
  await userPage.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Closing moves it to the Closed tab.
  await conversation.getByRole('button', { name: 'Close' }).click();
  await expect(conversation.getByText('Closed', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: /Closed/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: user.company })).toBeVisible();
  await expectNoViolations(page);
  await userContext.close();
  await agentContext.close();
});

test("a visitor's contact-form message reaches the agent's inbox", async ({ browser, baseURL }) => {
  const agentContext = await browser.newContext({ baseURL });
  const page = await agentContext.newPage();
  await agentPage(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { name: 'Support inbox', level: 1 })).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/support');
  await expect(visitor.getByRole('heading', { name: 'Contact Spotlane support' })).toBeVisible();
  const email = `visitor-${Date.now()}@e2e.spotlane.test`;
  await visitor.getByLabel(/^Name/).fill('Vic Visitor');
  await visitor.getByLabel(/^E-mail/).fill(email);
  await visitor.getByLabel(/^Message/).fill('Do you serve Hawaii?');
  // The visitors' frame (public-layout.tsx, not this feature) has a Sign in button at 4.47:1.
  await expectNoViolations(visitor);
  await visitor.screenshot({ path: `${SHOTS}/i19a-contact.png` });
  // People take a few seconds to fill a form: the server drops faster ones as a robot's.
  await visitor.waitForTimeout(3_200);
  await visitor.getByRole('button', { name: 'Send message' }).click();
  await expect(visitor.getByText(CONTACT_THANKS)).toBeVisible();
  await waitForMail(email, /^We received your message$/);

  // Live into the agent's open inbox.
  const row = page.getByRole('listitem').filter({ hasText: 'Vic Visitor' });
  await expect(row).toBeVisible(LIVE);
  await row.click();
  await expect(page.getByText('Do you serve Hawaii?').last()).toBeVisible();
  await visitorContext.close();
  await agentContext.close();
});
