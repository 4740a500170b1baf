// How a fare splits at the summary, as the server will split it: the promo discount off, a fee owed added with
// the rider's consent, the part the wallet pays (all it can, up to the total), and the rest due by the method.
export interface SplitChoice {
  fare: number;
  discount: number;
  /** The rider's wallet balance; below zero it is a fee owed. */
  balance: number;
  useWallet: boolean;
  settleFee: boolean;
}

export interface Split {
  totalAmount: number;
  settledFee: number;
  walletAmount: number;
  amountDue: number;
}

export function splitTender({ fare, discount, balance, useWallet, settleFee }: SplitChoice): Split {
  const settledFee = settleFee && balance < 0 ? -balance : 0;
  const totalAmount = fare - discount + settledFee;
  const walletAmount = useWallet ? Math.min(Math.max(balance, 0), totalAmount) : 0;
  return { totalAmount, settledFee, walletAmount, amountDue: totalAmount - walletAmount };
}
