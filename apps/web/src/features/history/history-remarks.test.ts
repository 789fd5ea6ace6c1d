import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/history.json';
import hd from '../../../public/locales/hd/history.json';
import hdCommon from '../../../public/locales/hd/common.json';
import { localisedGameName } from '@/lib/game-names';
import { parseRemark, translateRemark } from './history-remarks';

// The server's English remarks in the player's language, with the real locale files. Each remark below is
// what a server module writes today (the file is named); a rule that stops matching fails here.

const SERVER_REMARKS: [string, string, string][] = [
  // modules/bonus/bonus.service.ts
  ['Sign-up bonus', 'signupBonus', 'साइन-अप बोनस'],
  [
    'Welcome bonus: 100% of your first deposit of ₹500.00',
    'welcomeBonus',
    'वेलकम बोनस: आपके पहले जमा ₹500.00 का 100%',
  ],
  [
    'Refer-a-friend bonus: your friend made a first deposit',
    'referralBonus',
    'रेफ़र-ए-फ़्रेंड बोनस: आपके दोस्त ने पहला जमा किया',
  ],
  ['Bonus released: 10% of a ₹1250.50 stake', 'bonusReleased', 'बोनस रिलीज़: ₹1,250.50 के दांव का 10%'],
  [
    'Bonus release cancelled: the bet was rolled back',
    'bonusReleaseCancelled',
    'बोनस रिलीज़ रद्द: दांव वापस हो गया',
  ],
  [
    'Bonus expired: ₹25.00 not released within 30 days',
    'bonusExpired',
    'बोनस समाप्त: ₹25.00 30 दिनों में रिलीज़ नहीं हुआ',
  ],
  // modules/wallet-api/wallet-api.service.ts (provider and house games)
  ['Aviator: bet, round 5501', 'gameBet', 'Aviator: दांव, राउंड 5501'],
  ['Aviator: win, round 5501', 'gameWin', 'Aviator: जीत, राउंड 5501'],
  ['Teen Patti: bet refunded, round r-77', 'gameRefund', 'Teen Patti: दांव वापस, राउंड r-77'],
  // modules/fortune-wheel/fortune-wheel.service.ts (postPending: the prizes of a show)
  ['Fortune Wheel, Diwali night: round prize', 'fortuneRoundPrize', 'Fortune Wheel, Diwali night: राउंड इनाम'],
  [
    'Fortune Wheel, Diwali night: bonus round prize',
    'fortuneBonusPrize',
    'Fortune Wheel, Diwali night: बोनस राउंड इनाम',
  ],
  [
    'Fortune Wheel, Show 2: Hindi: audience prize',
    'fortuneAudiencePrize',
    'Fortune Wheel, Show 2: Hindi: दर्शक इनाम',
  ],
  // modules/payments/deposits.service.ts, withdrawals.service.ts
  ['UPI deposit, UTR 612345678901', 'upiDeposit', 'UPI जमा, UTR 612345678901'],
  ['UPI payment through the gateway', 'gatewayDeposit', 'गेटवे से UPI भुगतान'],
  ['Withdrawal to UPI asha@okicici', 'withdrawalUpi', 'UPI asha@okicici पर निकासी'],
  ['Withdrawal to bank account ••••9012', 'withdrawalBank', 'बैंक खाते ••••9012 में निकासी'],
  ['Withdrawal to Polygon 0x52c1…9f0a', 'withdrawalCrypto', 'Polygon पता 0x52c1…9f0a पर निकासी'],
  // modules/tax/tax.service.ts
  [
    'TDS u/s 194BA: 30% of net winnings ₹4000.00 (FY 2026-27)',
    'tds',
    'धारा 194BA के तहत TDS: शुद्ध जीत ₹4,000.00 का 30% (वित्त वर्ष 2026-27)',
  ],
  [
    'Year-end TDS u/s 194BA: 30% of net winnings ₹120.00 (FY 2025-26)',
    'tdsYearEnd',
    'वर्ष के अंत का TDS, धारा 194BA: शुद्ध जीत ₹120.00 का 30% (वित्त वर्ष 2025-26)',
  ],
  ['TDS returned: withdrawal rejected', 'tdsReturnedRejected', 'TDS वापस: निकासी अस्वीकार हुई'],
  ['TDS returned: withdrawal not placed', 'tdsReturnedNotPlaced', 'TDS वापस: निकासी नहीं हो पाई'],
  // modules/compliance/housekeeping.ts
  ['Maintenance fee 2026-11, inactive account', 'maintenanceFee', 'रखरखाव शुल्क 2026-11, निष्क्रिय खाता'],
  [
    'Maintenance fee 2026-11, inactive account: Rs 120.5 of Rs 250 (balance too low)',
    'maintenanceFeePartial',
    'रखरखाव शुल्क 2026-11, निष्क्रिय खाता: ₹250.00 में से ₹120.50 (बैलेंस कम था)',
  ],
];

function historyT(language: 'en' | 'hd') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    ns: ['history'],
    defaultNS: 'history',
    resources: { en: { history: en }, hd: { history: hd } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}

describe('translateRemark', () => {
  const hindi = historyT('hd');
  const english = historyT('en');

  it.each(SERVER_REMARKS)('knows "%s"', (remark, key, inHindi) => {
    expect(parseRemark(remark)?.key).toBe(key);
    expect(translateRemark(remark, hindi, 'hd')).toBe(inHindi);
  });

  it('keeps the English words of every known remark, amounts grouped the Indian way', () => {
    expect(translateRemark('Sign-up bonus', english, 'en')).toBe('Sign-up bonus');
    expect(translateRemark('Welcome bonus: 100% of your first deposit of ₹1000.00', english, 'en')).toBe(
      'Welcome bonus: 100% of your first deposit of ₹1,000.00',
    );
    expect(translateRemark('Bonus released: 10% of a ₹1250.50 stake', english, 'en')).toBe(
      'Bonus released: 10% of a ₹1,250.50 stake',
    );
  });

  it('names a game the way the lobby does when given its names', () => {
    const names: Record<string, string> = { Aviator: 'एविएटर', 'Teen Patti': 'तीन पत्ती' };
    const gameName = (name: string) => names[name] ?? name;
    expect(translateRemark('Aviator: win, round 5501', hindi, 'hd', gameName)).toBe('एविएटर: जीत, राउंड 5501');
    expect(translateRemark('Teen Patti: bet refunded, round r-77', hindi, 'hd', gameName)).toBe(
      'तीन पत्ती: दांव वापस, राउंड r-77',
    );
    expect(translateRemark('Sweet Bonanza: bet, round 3', hindi, 'hd', gameName)).toBe(
      'Sweet Bonanza: दांव, राउंड 3',
    );
  });

  it('names the Fortune Wheel in Hindi in a show prize, the show title as the operator wrote it', () => {
    // The lobby's Hindi name (common.json gameNames, ADR 025), as useGameName gives it.
    const gameName = (name: string) => localisedGameName(hdCommon.gameNames, name) ?? name;
    expect(translateRemark('Fortune Wheel, Diwali night: audience prize', hindi, 'hd', gameName)).toBe(
      'फ़ॉर्च्यून व्हील, Diwali night: दर्शक इनाम',
    );
    expect(translateRemark('Fortune Wheel, Diwali night: bonus round prize', english, 'en')).toBe(
      'Fortune Wheel, Diwali night: bonus round prize',
    );
    // A prize kind the page does not know is shown as the server wrote it.
    expect(translateRemark('Fortune Wheel, Diwali night: grand prize', hindi, 'hd', gameName)).toBe(
      'Fortune Wheel, Diwali night: grand prize',
    );
  });

  it('shows a remark it does not know as the server wrote it', () => {
    for (const remark of ['Goodwill credit after a dropped game', 'Aviator bet', ''])
      expect(translateRemark(remark, hindi, 'hd')).toBe(remark);
  });

  it('has a Hindi text for every rule', () => {
    const keys = new Set(SERVER_REMARKS.map(([, key]) => key));
    expect([...keys].sort()).toEqual(Object.keys(en.remarks).sort());
  });
});
