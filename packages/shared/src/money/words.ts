const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in the Indian system: crore, lakh, thousand ("One Lakh Twenty Three Thousand"). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Only a whole number of zero or more has words: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * "Rupees One Hundred Twenty Five and Fifty Paise Only", as receipts and bills print totals; one
 * paisa is "One Paisa". The amount is taken to the nearest paisa (a sum of floating rupees can
 * land a hair off); a negative amount has no words and is refused.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isFinite(paise) || paise < 0) throw new RangeError(`A negative or unknown amount has no words: ${paise}`);
  const whole = Math.round(paise);
  const rupees = Math.floor(whole / 100);
  const rest = whole % 100;
  const paiseWords = rest === 0 ? '' : ` and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'}`;
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
