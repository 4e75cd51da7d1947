/** The prefilled compose page on X for a reply the user sends themselves. */
export function intentUrl(postId: string, text: string): string {
  return `https://x.com/intent/tweet?in_reply_to=${encodeURIComponent(postId)}&text=${encodeURIComponent(text)}`;
}
