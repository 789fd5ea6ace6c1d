import { expect, test, type Locator, type Page } from '@playwright/test';
import { locale, login, openAs, prepareSession, text } from './support';
import {
  copiesInHand,
  arrangeByTapping,
  handCard,
  momentOf,
  nextMoment,
  seatedFrom,
  settled,
  shootSettled,
  tableState,
  words,
} from './tables-support';
import { planDraw, planTurn } from './tools/rummy-hand';

// Issue 17, "What it must show": from the lobby a visitor opens a practice points-rummy table, plays a full
// hand against a bot to a valid declaration, sees the results, and the next hand starts. The player's moves
// are made through the page (tap the pile, tap cards, Group, Discard, Declare); what to play comes from the
// engine's best arrangement of the cards the player's own browser is shown (e2e/tools/rummy-hand.ts).

const en = locale('en');
const OFFER = 'practice-rummy-points-2-0.1';
/**
 * Hands to try before giving up: a bot may declare first; then the next hand is played. Six ran out once on
 * a phone-width run in CI (the bots declared first six times); each hand lasts ~20 s, within the 10 min.
 */
const MAX_HANDS = 12;
const MAX_TURNS_PER_HAND = 60;

async function loginThroughModal(page: Page) {
  const dialog = page.getByRole('dialog', { name: text(en, 'login.title') });
  await expect(dialog).toBeVisible();
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  await dialog.getByLabel(text(en, 'login.mobileLabel')).fill(mobile);
  await dialog.getByRole('button', { name: text(en, 'actions.confirm') }).click();
  const otp = dialog.getByLabel(text(en, 'login.otpLabel'), { exact: true });
  await expect(otp).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get(`/sandbox/outbox?to=${mobile}`)).json()) as {
        code: string | null;
      }[];
      code = messages[0]?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await otp.fill(code);
  await dialog.getByRole('button', { name: text(en, 'login.submitOtp') }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor opens Rummy from the lobby, plays a practice points hand to a valid declaration, sees the results and the next hand', async ({
  page,
  request,
}, testInfo) => {
  // The hand is the same at every width and runs to a declaration however many hands that takes (one to
  // several minutes): it plays once, at phone width, Rummy's one phone play. The desktop plays Rummy in
  // tables-cash.spec.ts and tables-backoffice.spec.ts, and this spec's Hindi test below.
  test.skip(testInfo.project.name !== 'phone', 'one width is enough: the phone plays the practice hand');
  test.setTimeout(10 * 60_000);
  const started = Date.now();
  await prepareSession(page, 'en');
  await page.goto('/');
  await page
    .getByRole('navigation', { name: text(en, 'nav.label') })
    .getByRole('link', { name: 'Rummy' })
    .click();
  await expect(page).toHaveURL(/\/tables\/rummy$/);
  await expect(
    page.getByRole('heading', { name: words('en', 'tables', 'picker.title', { game: 'Rummy' }) }),
  ).toBeVisible();
  const offer = page.locator(`[data-offer-id="${OFFER}"]`);
  await expect(offer).toBeVisible();
  await shootSettled(page, testInfo, 'tables-picker-en');

  // A visitor is asked to log in first (the login returns to the lobby, as every login does); then Rummy
  // again and Join seats them.
  await offer.getByRole('button', { name: words('en', 'tables', 'offer.join') }).click();
  await loginThroughModal(page);
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: text(en, 'nav.label') })
    .getByRole('link', { name: 'Rummy' })
    .click();
  await offer.getByRole('button', { name: words('en', 'tables', 'offer.join') }).click();
  await expect(page).toHaveURL(/\/tables\/rummy\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const seated = await seatedFrom(page);
  // Bots fill the practice table: a bot is marked as one.
  await expect(page.getByTestId('seat').first()).toContainText(words('en', 'tables', 'seat.bot'), {
    timeout: 30_000,
  });

  let declared = false;
  let shotMidHand = false;
  for (let hands = 0; hands < MAX_HANDS && !declared; hands++) {
    let snapshot = await nextMoment(request, page, seated);
    const handNo = snapshot.hand_no;
    for (let turn = 0; turn < MAX_TURNS_PER_HAND; turn++) {
      const moment = momentOf(snapshot);
      if (moment === 'over') break;
      if (moment === 'meld') {
        // A bot declared first: the meld time is short, so the groups go as they are; then the next hand.
        await page.getByRole('button', { name: /^Submit groups/ }).click();
        break;
      }
      if (moment === 'draw') {
        const pile = page.getByTestId(planDraw(snapshot.view) === 'open' ? 'open-pile' : 'closed-pile');
        await expect(pile).toBeEnabled();
        await pile.click();
        snapshot = await nextMoment(request, page, seated, ['discard', 'over', 'meld']);
        if (momentOf(snapshot) !== 'discard') continue;
      }
      await expect(page.getByTestId('hand-card')).toHaveCount(14);
      const plan = planTurn(snapshot.view);
      if (!shotMidHand && turn >= 2) {
        shotMidHand = true;
        await shootSettled(page, testInfo, 'tables-mid-hand-en');
      }
      if (plan.declare) {
        await arrangeByTapping(page, plan.groups);
        const kinds = await page
          .getByTestId('hand-group')
          .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-kind')));
        expect(kinds.slice(-plan.groups.length)).not.toContain('invalid');
        await handCard(page, plan.card).click();
        await page
          .getByRole('toolbar')
          .getByRole('button', { name: words('en', 'rummy', 'actions.declare') })
          .click();
        const dialog = page.getByTestId('declare-dialog');
        await expect(dialog).toHaveAttribute('data-valid', 'true');
        await expect(dialog).toContainText(words('en', 'rummy', 'declare.valid'));
        await shootSettled(page, testInfo, 'tables-declare-en');
        await dialog.getByRole('button', { name: words('en', 'rummy', 'declare.confirm') }).click();
        declared = true;
        // The results show until the next deal (TABLES_NEXT_HAND_MS, short in e2e): look at once.
        const results = page.getByTestId('rummy-results');
        await expect(results).toBeVisible({ timeout: 30_000 });
        const mine = results.locator(`tr[data-seat="${snapshot.my_seat}"]`);
        await expect(mine).toContainText(words('en', 'rummy', 'results.won'));
        // Read it all at once: the pause before the next deal is short in e2e.
        const shown = await page.evaluate((seat) => {
          const table = document.querySelector('[data-testid="rummy-results"]');
          return {
            rows: table?.querySelectorAll('tbody tr').length ?? 0,
            points: table?.querySelector(`tr[data-seat="${seat}"] [data-testid="result-points"]`)
              ?.textContent,
            title: document.querySelector('#results-title')?.textContent,
          };
        }, snapshot.my_seat);
        expect(shown).toEqual({
          rows: 2,
          points: '0',
          title: words('en', 'tables', 'results.title', { hand: handNo }),
        });
        await shootSettled(page, testInfo, 'tables-results-en');
        break;
      }
      const copies = await copiesInHand(page, plan.card).count();
      await handCard(page, plan.card).click();
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: words('en', 'rummy', 'actions.discard') })
        .click();
      // One pack at two seats: the discarded card has left the hand (a bot may take it at once).
      await expect(copiesInHand(page, plan.card)).toHaveCount(copies - 1);
      snapshot = await nextMoment(request, page, seated);
    }
    // The next hand starts on its own after the results' pause, and the results go.
    await expect
      .poll(async () => (await tableState(request, page, seated)).hand_no, { timeout: 60_000 })
      .toBeGreaterThan(handNo);
    await expect(page.getByTestId('rummy-results')).toBeHidden({ timeout: 30_000 });
    await expect(page.getByTestId('hand-card')).toHaveCount(13, { timeout: 30_000 });
  }
  expect(declared, `a valid declaration within ${MAX_HANDS} hands`).toBe(true);
  testInfo.annotations.push({
    type: 'timing',
    description: `${Math.round((Date.now() - started) / 1000)} s`,
  });
});

test('in Hindi: the picker, a table mid-hand, the declare check and leaving the table', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(4 * 60_000);
  const player = await login(request);
  await openAs(page, player, '/tables/rummy', 'hd');
  await expect(
    page.getByRole('heading', { name: words('hd', 'tables', 'picker.title', { game: 'रमी' }) }),
  ).toBeVisible();
  const offer = page.locator('[data-offer-id="practice-rummy-points-6-0.5"]');
  await expect(offer).toBeVisible();
  await shootSettled(page, testInfo, 'tables-picker-hd');
  await offer.getByRole('button', { name: words('hd', 'tables', 'offer.join') }).click();
  await expect(page).toHaveURL(/\/tables\/rummy\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const seated = await seatedFrom(page);
  await nextMoment(request, page, seated, ['draw']);
  await page.getByTestId('closed-pile').click();
  const snapshot = await nextMoment(request, page, seated, ['discard']);
  await expect(page.getByTestId('hand-card')).toHaveCount(14);
  await expect(page.getByTestId('turn-status')).toHaveText(words('hd', 'rummy', 'status.discard'));
  await shootSettled(page, testInfo, 'tables-mid-hand-hd');
  // The declare check before the show: with the cards as dealt it is (almost surely) not valid, and says why.
  const plan = planTurn(snapshot.view);
  const copies = await copiesInHand(page, plan.card).count();
  await handCard(page, plan.card).click();
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: words('hd', 'rummy', 'actions.declare') })
    .click();
  const dialog = page.getByTestId('declare-dialog');
  await expect(dialog).toBeVisible();
  await shootSettled(page, testInfo, 'tables-declare-hd');
  await dialog.getByRole('button', { name: words('hd', 'rummy', 'declare.cancel') }).click();
  await page
    .getByRole('toolbar')
    .getByRole('button', { name: words('hd', 'rummy', 'actions.discard') })
    .click();
  await expect(copiesInHand(page, plan.card)).toHaveCount(copies - 1);
  // Leaving during a hand is a drop: the confirm says so.
  await page.getByRole('button', { name: new RegExp(words('hd', 'tables', 'leave.button')) }).click();
  const leave = page.getByRole('dialog', { name: words('hd', 'tables', 'leave.title') });
  await expect(leave).toContainText(words('hd', 'tables', 'leave.during'));
  await leave.getByRole('button', { name: words('hd', 'tables', 'leave.confirm') }).click();
  await expect(page).toHaveURL(/\/tables\/rummy$/);
});

/** The centre of an element on the page. */
async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A drag as a player makes it: with the mouse on a desktop; on a phone with a finger held past the
 * board's 160-ms press (real touch events, through the DevTools protocol: Playwright has no touch drag).
 * Like a player, it aims at the target once the card is lifted, which opens the "new group" zone.
 */
async function drag(page: Page, phone: boolean, from: Locator, to: Locator) {
  const start = await centre(from);
  // Past the mouse's 6-px threshold; for a finger, after the press the move only carries the card.
  const lift = { x: start.x + 10, y: start.y };
  let move: (point: { x: number; y: number }) => Promise<unknown>;
  let release: () => Promise<unknown>;
  if (!phone) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    move = (point) => page.mouse.move(point.x, point.y);
    release = () => page.mouse.up();
  } else {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ ...point, id: 1 }] : [] });
    await touch('touchStart', start);
    // Held past the press on the page's own clock: a timer set now fires after the board's (set at the
    // touch), whereas a wait here could end first on a busy machine, and the page then handles the moves
    // (input goes before timers) as a swipe.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    move = (point) => touch('touchMove', point);
    release = async () => {
      await touch('touchEnd');
      await cdp.detach();
    };
  }
  const aimed = await centre(to);
  await move(lift);
  await expect(page.locator('.hand__new')).toBeVisible();
  // The lifted card is a whole card the size of the hand's, not its bare rank and suit.
  const size = async (card: Locator) => {
    const box = (await card.boundingBox())!;
    return Math.round(Math.min(box.width, box.height));
  };
  const handSize = await size(page.getByTestId('hand-card').first().locator('.rcard'));
  await expect.poll(() => size(page.locator('.rcard--lifted'))).toBeGreaterThanOrEqual(handSize);
  await settled(page);
  const end = await centre(to);
  // The zone lies over the action bar, out of the hand's flow: what the card is carried to stays put.
  expect(Math.hypot(end.x - aimed.x, end.y - aimed.y)).toBeLessThan(2);
  for (let step = 1; step <= 12; step++)
    await move({ x: lift.x + ((end.x - lift.x) * step) / 12, y: lift.y + ((end.y - lift.y) * step) / 12 });
  await release();
}

test('drag and drop, once the board has painted: a card onto another group, then onto the open pile', async ({
  page,
  request,
}, testInfo) => {
  // Issue 19: the board paints without dnd-kit and loads it after its content; then the same cards drag
  // (a mouse on the desktop, a held finger on the phone), as they did when dnd-kit came with the board.
  test.setTimeout(3 * 60_000);
  const phone = testInfo.project.name === 'phone';
  const player = await login(request);
  await openAs(page, player, '/tables/rummy', 'en');
  const offer = page.locator(`[data-offer-id="${OFFER}"]`);
  await offer.getByRole('button', { name: words('en', 'tables', 'offer.join') }).click();
  await expect(page).toHaveURL(/\/tables\/rummy\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const seated = await seatedFrom(page);
  await nextMoment(request, page, seated, ['draw']);
  // The drag layer has loaded: the hand's cards are dnd-kit's sortables.
  await expect(page.getByTestId('hand-card').first()).toHaveAttribute('aria-roledescription', 'sortable');
  await page.getByTestId('closed-pile').click();
  await nextMoment(request, page, seated, ['discard']);
  await expect(page.getByTestId('hand-card')).toHaveCount(14);

  const groupCards = () =>
    page
      .getByTestId('hand-group')
      .evaluateAll((groups) =>
        groups.map((group) =>
          [...group.querySelectorAll('[data-testid="hand-card"]')].map((card) =>
            card.getAttribute('data-card')!,
          ),
        ),
      );
  const before = await groupCards();
  const source = page.getByTestId('hand-group').nth(0).getByTestId('hand-card').first();
  const moved = (await source.getAttribute('data-card'))!;
  const target = before[1]!;
  await page.getByTestId('hand').scrollIntoViewIfNeeded();
  // The deal's and the drawn card's animations move the cards: the drag aims at where they come to rest.
  await settled(page);

  await drag(page, phone, source, page.getByTestId('hand-group').nth(1).getByTestId('hand-card').first());
  await expect
    .poll(async () =>
      (await groupCards()).some(
        (group) =>
          group.length === target.length + 1 &&
          group.includes(moved) &&
          target.every((card) => group.includes(card)),
      ),
    )
    .toBe(true);
  await expect(page.getByTestId('hand-card')).toHaveCount(14);

  // Onto the open pile: a disabled button during the discard, where Chromium sends no mouseup; the
  // board's mouse sensor follows pointer events, so the mouse's drop lands there as a finger's does.
  await shootSettled(page, testInfo, 'tables-drag-discard-en');
  const discarded = page.getByTestId('hand-group').last().getByTestId('hand-card').first();
  const card = (await discarded.getAttribute('data-card'))!;
  const copies = await copiesInHand(page, card).count();
  await drag(page, phone, discarded, page.getByTestId('open-pile'));
  await expect(copiesInHand(page, card)).toHaveCount(copies - 1);
  await expect(page.getByTestId('hand-card')).toHaveCount(13);
});
