/** rules §9, D17: a new confirmation code may be requested after this many seconds (shown as mm:ss). */
export const CODE_RESEND_SECONDS = 30;
