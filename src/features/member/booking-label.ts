/** A booking of the account record as its label needs it (ODSFE2_MemTransDet list row). */
export interface Booking {
  txTypeId: number;
  /** The category (codeTypes): DEPOSIT, WITHDRAW, TRANSFER, BONUS, UPLINE or OTHER. */
  txTypeName: string;
  /** The vendor code of a wallet transfer. */
  remark: string;
  amount: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Types whose category alone would mislabel them: a withdrawal refund is money coming back, the upline category holds
 * transfers both to (6233) and from (6234) the upline agent, and agent income is more than a plain bonus.
 */
const NAMED_TYPES: ReadonlySet<number> = new Set([2002, 3002, 3003, 3004, 3005, 6233, 6234]);

/** What a booking is, in the reader's words (money namespace): the vendor of a wallet transfer, its type, or its category. */
export function bookingLabel(t: Translate, booking: Booking): string {
  if (booking.txTypeName === 'TRANSFER')
    return booking.amount > 0
      ? t('money:wallet.in', { vendor: booking.remark })
      : t('money:wallet.out', { vendor: booking.remark });
  if (NAMED_TYPES.has(booking.txTypeId)) return t(`money:records.txTypes.${booking.txTypeId}`);
  return t(`money:records.categories.${booking.txTypeName}`);
}
