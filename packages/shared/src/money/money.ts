/** Money is kept as integer paise; the API speaks rupees with at most two decimals. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** "₹1,25,000.00": the rupee sign, Indian digit grouping, two decimals. */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** "₹1,25,000.00" from integer paise. */
export function formatPaise(paise: number): string {
  return rupeeFormat.format(paise / 100);
}
