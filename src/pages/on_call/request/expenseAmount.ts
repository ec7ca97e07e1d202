/** The amount the server will book: quantity × the type's rate, in cents to avoid 0.1 + 0.2 drift. */
export function expenseAmount(quantity: number, rate: number): number {
  return Math.round(quantity * rate * 100) / 100;
}
