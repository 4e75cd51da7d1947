/** "1 reply", "3 replies". */
export const replies = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`;

/**
 * The navigation's count of replies to finish on X, as a screen reader says it after "Scheduled".
 * The navigation is on every screen, so these words load there apart from the hand-off flow's
 * (./hand-off-texts).
 */
export const handOffNavCount = (n: number) => `${replies(n)} to finish on X`;
