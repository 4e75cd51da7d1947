/** Who a request speaks for, once its bearer is verified; the session and its cache both hold it. */
export type TSessionUser = { id: string; email: string; image: string | null };
