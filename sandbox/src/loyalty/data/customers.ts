// Loyalty-programme accounts the sandbox knows. Balances are points, 1 point = 1 UAH. The one-time secret of
// the loyalty order goes to the account's phone (read it in the outbox). Seeded once: balances then live in
// the database and change as points are spent.
export interface LoyaltyCustomerSeed {
  id: string;
  name: string;
  phone: string;
  balance: number;
}

export const LOYALTY_CUSTOMERS: readonly LoyaltyCustomerSeed[] = [
  { id: 'LC-1001', name: 'Olena Kovalenko', phone: '+380671234501', balance: 5000 },
  { id: 'LC-1002', name: 'Andrii Shevchenko', phone: '+380501234502', balance: 1250.5 },
  { id: 'LC-1003', name: 'Iryna Bondarenko', phone: '+380931234503', balance: 300 },
  { id: 'LC-1004', name: 'Taras Melnyk', phone: '+380661234504', balance: 0 },
];
