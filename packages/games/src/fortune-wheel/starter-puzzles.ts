import type { Puzzle } from './state';

// The starter set the server seeds the operator's editable puzzle set with (back office: Fortune Wheel).

export const STARTER_PUZZLES: Record<'en' | 'hi', Puzzle[]> = {
  en: [
    { category: 'Place', answer: 'GATEWAY OF INDIA' },
    { category: 'Food', answer: 'MASALA DOSA' },
    { category: 'Phrase', answer: 'PRACTICE MAKES PERFECT' },
    { category: 'Thing', answer: 'CRICKET BAT' },
    { category: 'Event', answer: 'DIWALI FIREWORKS' },
    { category: 'Food', answer: 'MANGO LASSI' },
    { category: 'Place', answer: 'MARINE DRIVE' },
    { category: 'Phrase', answer: 'BETTER LATE THAN NEVER' },
  ],
  hi: [
    { category: 'स्थान', answer: 'ताज महल' },
    { category: 'भोजन', answer: 'पाव भाजी' },
    { category: 'कहावत', answer: 'जैसी करनी वैसी भरनी' },
    { category: 'चीज़', answer: 'क्रिकेट का बल्ला' },
    { category: 'त्योहार', answer: 'होली का रंग' },
    { category: 'भोजन', answer: 'आम का अचार' },
    { category: 'स्थान', answer: 'गंगा नदी' },
    { category: 'कहावत', answer: 'अब पछताए होत क्या' },
  ],
};

/** The default prizes of the bonus wheel's 24 wedges, in paise of bonus (₹25 to ₹500). */
export const DEFAULT_BONUS_WEDGES: number[] = [
  2500, 5000, 2500, 10000, 2500, 5000, 7500, 2500, 5000, 50000, 2500, 5000, 2500, 7500, 5000, 2500, 10000,
  2500, 5000, 25000, 2500, 5000, 7500, 2500,
];
